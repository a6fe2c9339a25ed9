import Link from "next/link";

import { buttonClass } from "@/components/ui/button-styles";
import { Container } from "@/components/ui/container";

type Props = { title: string; body: string; audience: "clients" | "talent" };

/** The closing call to action; clients get both signup buttons, talent pages only 'Apply for Jobs'. */
export function CtaBand({ title, body, audience }: Props) {
  return (
    <section aria-labelledby="cta-title" className="pb-20 sm:pb-28">
      <Container>
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 to-brand-900 px-6 py-14 text-center sm:px-16">
          <div className="absolute -right-16 -top-16 h-64 w-64 rounded-full bg-white/10" aria-hidden="true" />
          <div className="absolute -bottom-24 -left-10 h-64 w-64 rounded-full bg-white/5" aria-hidden="true" />
          <h2 id="cta-title" className="relative text-3xl font-bold tracking-tight text-white sm:text-4xl">
            {title}
          </h2>
          <p className="relative mx-auto mt-4 max-w-xl text-lg text-brand-50">{body}</p>
          <div className="relative mt-8 flex flex-wrap justify-center gap-3">
            {audience === "clients" ? (
              <a href="/signup/recruiter" target="_blank" rel="noopener" className={buttonClass("inverse", "lg")}>
                Recruit Talent
              </a>
            ) : null}
            <Link
              href="/signup/talent"
              prefetch={false}
              className={buttonClass(audience === "clients" ? "inverse-outline" : "inverse", "lg")}
            >
              Apply for Jobs
            </Link>
          </div>
        </div>
      </Container>
    </section>
  );
}
