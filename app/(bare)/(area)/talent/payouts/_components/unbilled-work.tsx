import { cardClass } from "@/components/ui/card";
import { PAYOUTS_PAGE as copy } from "@/lib/content/billing";
import { formatMoney } from "@/lib/offers/money";
import { unbilledWhenLine, unbilledWorkLines } from "@/lib/payouts/payout-lines";
import type { UnbilledWorkJson } from "@/lib/validation/payouts";

import { EngagementHeading } from "./engagement-heading";

/** Approved work no invoice holds yet, one card per engagement: what it is, what it pays and when it is invoiced. */
export function UnbilledWork({ unbilled }: { unbilled: readonly UnbilledWorkJson[] }) {
  return (
    <section aria-labelledby="unbilled" className="flex flex-col gap-3">
      <div>
        <h2 id="unbilled" className="text-lg font-semibold text-ink">
          {copy.unbilledHeading}
        </h2>
        <p className="text-sm text-ink-muted">{copy.unbilledLead}</p>
      </div>
      <ul className="flex flex-col gap-3">
        {unbilled.map((work) => (
          <li key={work.engagement.id}>
            <UnbilledCard work={work} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function UnbilledCard({ work }: { work: UnbilledWorkJson }) {
  const { engagement } = work;
  return (
    <article className={cardClass("relative flex flex-col gap-3 p-4 shadow-sm sm:p-5")}>
      <EngagementHeading id={engagement.id} jobTitle={engagement.job_title} company={engagement.company} />
      <ul className="flex flex-col gap-y-1 text-sm text-ink-muted">
        {unbilledWorkLines(work).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="flex flex-wrap items-end justify-between gap-2 border-t border-slate-200 pt-3">
        <p className="text-sm text-ink">{unbilledWhenLine(work)}</p>
        <p className="text-lg font-bold tabular-nums text-ink">{formatMoney(work.amount_minor, work.currency)}</p>
      </div>
    </article>
  );
}
