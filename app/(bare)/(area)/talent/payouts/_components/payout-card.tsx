import { PayoutStatusBadge } from "@/components/billing/payout-status-badge";
import { UnbrokenNumbers } from "@/components/billing/unbroken-numbers";
import { cardClass } from "@/components/ui/card";
import { PAYOUTS_PAGE as copy } from "@/lib/content/billing";
import { CONTRACT_TYPE_LABELS } from "@/lib/content/offers";
import { formatMoney } from "@/lib/offers/money";
import { payoutBreakdownLines, payoutStatusLine } from "@/lib/payouts/payout-lines";
import type { PayoutJson } from "@/lib/validation/payouts";

import { EngagementHeading } from "./engagement-heading";

/** One engagement's payout for a month: what it is made of, the amount and where the money is. */
export function PayoutCard({ payout }: { payout: PayoutJson }) {
  const { engagement } = payout;
  // The API types it as a plain string: an unknown one is left out rather than shown raw.
  const contract = (CONTRACT_TYPE_LABELS as Record<string, string | undefined>)[engagement.contract_type];
  return (
    <article className={cardClass("relative flex flex-col gap-3 p-4 shadow-sm sm:p-5")}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <EngagementHeading
          id={engagement.id}
          jobTitle={engagement.job_title}
          company={engagement.company_name}
          detail={contract}
        />
        <PayoutStatusBadge status={payout.status} />
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {payoutBreakdownLines(payout).map((line) => (
          <div key={line.label} className="contents">
            <dt className={line.part ? "pl-4 text-ink-muted" : "text-ink-muted"}>{line.label}</dt>
            <dd className={`text-right tabular-nums ${line.part ? "text-ink-muted" : "text-ink"}`}>{line.amount}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap items-end justify-between gap-2 border-t border-slate-200 pt-3">
        <p className="text-sm text-ink">
          <UnbrokenNumbers text={payoutStatusLine(payout)} />
          {payout.status === "paid" && payout.reference ? (
            <span className="block text-ink-muted">{copy.reference(payout.reference)}</span>
          ) : null}
        </p>
        <p
          className={`text-lg font-bold tabular-nums ${payout.status === "cancelled" ? "text-ink-muted line-through" : "text-ink"}`}
        >
          {formatMoney(payout.amount_minor, payout.currency)}
        </p>
      </div>
    </article>
  );
}
