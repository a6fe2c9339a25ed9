import { cardClass } from "@/components/ui/card";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { ICON, SymbolIcon } from "@/components/ui/svg-symbols";
import { FAQ_SECTION_ID } from "@/lib/content/site";
import type { Faq } from "@/lib/content/types";

export type FaqGroup = { title: string; faqs: readonly Faq[] };

function FaqList({ group, showTitle }: { group: FaqGroup; showTitle: boolean }) {
  return (
    <div>
      {showTitle ? <h3 className="text-lg font-semibold text-ink">{group.title}</h3> : null}
      <div className={cardClass("mt-4 divide-y divide-slate-200")}>
        {group.faqs.map((faq) => (
          <details key={faq.question} className="faq-item group">
            <summary className="faq-question">
              {faq.question}
              <SymbolIcon id={ICON.plus} className="faq-icon" aria-hidden="true" />
            </summary>
            <p className="faq-answer">{faq.answer}</p>
          </details>
        ))}
      </div>
    </div>
  );
}

/** The page's FAQ section; its id is the target of the header's FAQ's link. */
export function FaqSection({ groups, lead }: { groups: readonly FaqGroup[]; lead?: string }) {
  return (
    <section
      id={FAQ_SECTION_ID}
      tabIndex={-1}
      aria-labelledby="faq-title"
      className="scroll-mt-20 py-20 focus:outline-none sm:py-28"
    >
      <Container>
        <SectionHeading id="faq-title" eyebrow="FAQ's" title="Frequently asked questions" lead={lead} />
        <div className={`mx-auto mt-12 grid gap-10 ${groups.length > 1 ? "lg:grid-cols-2" : "max-w-3xl"}`}>
          {groups.map((group) => (
            <FaqList key={group.title} group={group} showTitle={groups.length > 1} />
          ))}
        </div>
      </Container>
    </section>
  );
}
