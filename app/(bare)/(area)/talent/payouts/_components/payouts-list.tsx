"use client";

import { EmptyState } from "@/components/ui/empty-state";
import { LoadFailed, Loading } from "@/components/ui/load-status";
import { useLoad } from "@/components/ui/use-load";
import { payoutsRequest } from "@/lib/api/billing";
import { PAYOUTS_PAGE as copy } from "@/lib/content/billing";
import { formatMonth } from "@/lib/format/date-time";
import { payoutsByMonth, totalsByCurrency } from "@/lib/payouts/payout-lines";

import { PayoutCard } from "./payout-card";
import { UnbilledWork } from "./unbilled-work";

/**
 * The talent's approved work not invoiced yet (when there is some), then their payouts, a section per month (newest
 * first) with its total in each currency.
 */
export function PayoutsList() {
  const { load, reload } = useLoad(payoutsRequest);
  if (load.state === "loading") return <Loading text={copy.loading} />;
  if (load.state === "failed") return <LoadFailed message={copy.failed} retry={copy.retry} onRetry={reload} />;
  const { unbilled } = load.value;
  if (load.value.payouts.length === 0 && unbilled.length === 0)
    return (
      <EmptyState
        tone="empty"
        title={copy.emptyTitle}
        body={copy.emptyBody}
        action={{ href: "/talent/engagements", label: copy.emptyAction }}
      />
    );
  return (
    <div className="flex flex-col gap-8">
      {unbilled.length > 0 ? <UnbilledWork unbilled={unbilled} /> : null}
      {payoutsByMonth(load.value.payouts).map(({ month, payouts }) => {
        const totals = totalsByCurrency(payouts);
        return (
          <section key={month} aria-labelledby={`month-${month}`} className="flex flex-col gap-3">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h2 id={`month-${month}`} className="text-lg font-semibold text-ink">
                {formatMonth(month)}
              </h2>
              {payouts.length > 1 && totals.length > 0 ? (
                <p className="text-sm text-ink-muted">
                  {copy.monthTotal}: <span className="font-semibold tabular-nums text-ink">{totals.join(" · ")}</span>
                </p>
              ) : null}
            </div>
            <ul className="flex flex-col gap-3">
              {payouts.map((payout) => (
                <li key={payout.id}>
                  <PayoutCard payout={payout} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
