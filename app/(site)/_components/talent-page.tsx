import Link from "next/link";

import { buttonClass } from "@/components/ui/button-styles";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import type { TalentPageContent } from "@/lib/content/talent-pages";

import { CtaBand } from "./cta-band";
import { FaqSection } from "./faq-section";

/** The shared body of /for-talent and /fresh-talent. */
export function TalentPage({ content }: { content: TalentPageContent }) {
  return (
    <>
      <section aria-labelledby="talent-hero-title" className="bg-gradient-to-b from-brand-50 to-white">
        <Container className="py-16 text-center sm:py-24">
          <p className="section-eyebrow">{content.eyebrow}</p>
          <h1
            id="talent-hero-title"
            className="mx-auto mt-4 max-w-3xl text-4xl font-extrabold tracking-tight text-ink sm:text-5xl"
          >
            {content.title}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-ink-muted">{content.lead}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link href="/signup/talent" prefetch={false} className={buttonClass("primary", "lg")}>
              Apply for Jobs
            </Link>
            <Link href="/jobs" className={buttonClass("secondary", "lg")}>
              Explore Jobs
            </Link>
          </div>
          <dl className="mx-auto mt-14 grid max-w-3xl gap-4 sm:grid-cols-3">
            {content.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col card p-6">
                <dt className="text-sm text-ink-muted">{stat.label}</dt>
                <dd className="order-first text-3xl font-bold text-brand-700">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>

      <section aria-labelledby="benefits-title" className="py-20 sm:py-24">
        <Container>
          <SectionHeading id="benefits-title" title={content.benefitsTitle} />
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {content.benefits.map((benefit) => (
              <li key={benefit.title} className="card p-6">
                <h3 className="font-semibold text-ink">{benefit.title}</h3>
                <p className="mt-2 text-sm leading-6 text-ink-muted">{benefit.body}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="vetting-title" className="bg-slate-50 py-20 sm:py-24">
        <Container>
          <SectionHeading id="vetting-title" eyebrow="Vetting" title={content.vettingTitle} />
          <ol className="mx-auto mt-12 grid max-w-4xl gap-5 sm:grid-cols-2">
            {content.vettingSteps.map((step, index) => (
              <li key={step.title} className="flex gap-4 card p-6">
                <span
                  className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-ink">{step.title}</h3>
                  <p className="mt-1 text-sm leading-6 text-ink-muted">{step.body}</p>
                </div>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <FaqSection groups={[{ title: "For talent", faqs: content.faqs }]} />
      <CtaBand title={content.cta.title} body={content.cta.body} audience="talent" />
    </>
  );
}
