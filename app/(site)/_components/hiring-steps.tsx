"use client";

// Client component without props, importing its own content: server-rendered like the rest, but its
// markup travels once, in the HTML, not a second time in the page's RSC payload.
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { hiringSteps, scalingPoints } from "@/lib/content/home";

export function HiringSteps() {
  return (
    <section aria-labelledby="how-title" className="py-20 sm:py-28">
      <Container>
        <SectionHeading
          id="how-title"
          eyebrow="How hiring works"
          title="From brief to first day in under two weeks"
          lead="We do the sourcing, vetting, contracts and payroll. You meet great people and pick the best."
        />
        <ol className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {hiringSteps.map((step, index) => (
            <li key={step.title} className="card relative p-6">
              <span
                className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700"
                aria-hidden="true"
              >
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-5 text-lg font-semibold text-ink">{step.title}</h3>
              <p className="mt-2 text-sm leading-6 text-ink-muted">{step.body}</p>
            </li>
          ))}
        </ol>
        <dl className="mt-10 grid gap-px overflow-hidden rounded-2xl bg-brand-700 sm:grid-cols-3">
          {scalingPoints.map((point) => (
            <div key={point.label} className="flex flex-col gap-1 bg-brand-600 px-8 py-6 text-white">
              <dt className="text-sm text-brand-50">{point.label}</dt>
              <dd className="order-first text-3xl font-bold">{point.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
