import { buttonClass } from "@/components/ui/button-styles";
import { Container } from "@/components/ui/container";
import { HIRE_GROUP_TITLES, hireCopy } from "@/lib/hire-pages/hire-copy";
import { hireHeading, type HirePage } from "@/lib/hire-pages/hire-pages";
import type { HirePageData } from "@/lib/server/hire-pages/hire-page-data";

import { HiringSteps } from "../hiring-steps";
import { HireRates } from "./hire-rates";
import { HireTalentCard } from "./hire-talent-card";

type Props = { page: HirePage; data: HirePageData };

/** A "Hire …" page: heading and the 'Recruit Talent' button, rates and vetted talent when there are any, how hiring works. */
export function HirePageView({ page, data }: Props) {
  const copy = hireCopy(page);
  return (
    <>
      <section
        aria-labelledby="hire-title"
        className="bg-gradient-to-b from-brand-50 to-white pb-14 pt-12 sm:pb-20 sm:pt-20"
      >
        <Container>
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">
            {HIRE_GROUP_TITLES[page.group]}
          </p>
          <h1
            id="hire-title"
            className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl"
          >
            {hireHeading(page)}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-ink-muted">{copy.lead}</p>
          {data.talent.length === 0 ? <p className="mt-4 max-w-2xl text-base text-ink">{copy.empty}</p> : null}
          <div className="mt-8 flex flex-wrap gap-3">
            {/* As every other 'Recruit Talent' button (the header's): the recruiter sign-up, in a new tab. */}
            <a href="/signup/recruiter" target="_blank" rel="noopener" className={buttonClass("primary", "lg")}>
              Recruit Talent
            </a>
          </div>
          {data.rates ? <HireRates page={page} rates={data.rates} /> : null}
        </Container>
      </section>
      {data.talent.length > 0 ? (
        <section aria-labelledby="hire-talent-title" className="bg-slate-50 py-16 sm:py-20">
          <Container>
            <h2 id="hire-talent-title" className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
              {copy.talentTitle}
            </h2>
            <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {data.talent.map((talent) => (
                <li key={talent.handle}>
                  <HireTalentCard talent={talent} />
                </li>
              ))}
            </ul>
          </Container>
        </section>
      ) : null}
      <HiringSteps />
    </>
  );
}
