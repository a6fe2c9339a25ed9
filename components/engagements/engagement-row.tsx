import Link from "next/link";

import { rateLine } from "@/components/offers/offer-terms";
import { cardClass } from "@/components/ui/card";
import { ENGAGEMENTS_PAGE } from "@/lib/content/engagements";
import { CONTRACT_TYPE_LABELS } from "@/lib/content/offers";
import { calendarDay } from "@/lib/engagements/zoned-lines";
import type { Engagement } from "@/lib/validation/engagements";

import { AREA_PATH, otherParty, type EngagementSide } from "./engagement-side";
import { EngagementStatusBadge } from "./engagement-status-badge";

/** One engagement in a list: the job, the other party, its status, contract and rate, and the trial or end. */
export function EngagementRow({ engagement, side }: { engagement: Engagement; side: EngagementSide }) {
  const other = otherParty(engagement, side);
  const note =
    engagement.status === "ended" && engagement.ended_on
      ? ENGAGEMENTS_PAGE.endedOn(calendarDay(engagement.ended_on))
      : engagement.ended_on
        ? ENGAGEMENTS_PAGE.endsOn(calendarDay(engagement.ended_on))
        : engagement.in_trial && engagement.trial_ends_on
          ? ENGAGEMENTS_PAGE.inTrialUntil(calendarDay(engagement.trial_ends_on))
          : null;
  return (
    <article className={cardClass("relative p-4 shadow-sm hover:border-brand-500 sm:p-5")}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-base font-semibold text-ink">
            <Link
              href={`${AREA_PATH[side]}/engagements/${engagement.id}`}
              aria-label={ENGAGEMENTS_PAGE.open(engagement.job.title, other)}
              className="after:absolute after:inset-0 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              {engagement.job.title}
            </Link>
          </h3>
          <p className="text-sm text-ink-muted">{ENGAGEMENTS_PAGE.with(other)}</p>
        </div>
        <EngagementStatusBadge status={engagement.status} />
      </div>
      <p className="mt-2 text-sm text-ink">
        {CONTRACT_TYPE_LABELS[engagement.contract_type]} · {rateLine(engagement)}
      </p>
      {note ? <p className="mt-1 text-sm text-ink-muted">{note}</p> : null}
    </article>
  );
}
