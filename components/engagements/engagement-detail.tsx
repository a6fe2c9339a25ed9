"use client";

import { isAxiosError } from "axios";
import Link from "next/link";
import { useCallback } from "react";

import { useLiveEvent } from "@/components/live/live-events";
import { OfferTerms } from "@/components/offers/offer-terms";
import { EngagementReviews } from "@/components/reviews/engagement-reviews";
import { ClientTimesheets } from "@/components/timesheets/client-timesheets";
import { MilestonesSection } from "@/components/timesheets/milestones-section";
import { TalentTimesheet } from "@/components/timesheets/talent-timesheet";
import { EmptyState } from "@/components/ui/empty-state";
import { useLoad } from "@/components/ui/use-load";
import { engagementRequest } from "@/lib/api/engagements";
import { ENGAGEMENT_DETAIL_COPY, ENGAGEMENTS_PAGE } from "@/lib/content/engagements";
import { liveEventSchemas } from "@/lib/validation/live-events";

import { EngagementFacts } from "./engagement-facts";
import { AREA_PATH, otherParty, type EngagementSide } from "./engagement-side";
import { EngagementStatusBadge } from "./engagement-status-badge";
import { HireAgainLinks } from "./hire-again-links";

/** One engagement in full for either side: terms, status, dates on both clocks, and the actions it allows. */
export function EngagementDetail({ side, id }: { side: EngagementSide; id: number }) {
  const { load, reload, show } = useLoad(useCallback(() => engagementRequest(side, id), [side, id]));
  useLiveEvent("engagement", (data) => {
    if (liveEventSchemas.engagement.safeParse(data).data?.engagement_id === id) reload();
  });

  const back = (
    <Link
      href={`${AREA_PATH[side]}/engagements`}
      className="inline-flex min-h-10 w-fit items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
    >
      <span aria-hidden="true">←</span> {ENGAGEMENT_DETAIL_COPY.back}
    </Link>
  );
  if (load.state !== "ready")
    return (
      <div className="flex flex-col gap-4">
        {back}
        {load.state === "loading" ? (
          <p role="status" className="text-sm text-ink-muted">
            {ENGAGEMENTS_PAGE.loading}
          </p>
        ) : (
          <EmptyState
            tone="error"
            title={
              isAxiosError(load.error) && load.error.response?.status === 404
                ? ENGAGEMENT_DETAIL_COPY.notFound
                : ENGAGEMENTS_PAGE.failed
            }
            body={ENGAGEMENT_DETAIL_COPY.unavailableBody}
            action={{ href: `${AREA_PATH[side]}/engagements`, label: ENGAGEMENT_DETAIL_COPY.back }}
          />
        )}
      </div>
    );
  const engagement = load.value;
  return (
    <div className="flex flex-col gap-5">
      {back}
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="min-w-0 break-words text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {engagement.job.title}
          </h1>
          <EngagementStatusBadge status={engagement.status} />
        </div>
        <p className="text-ink-muted">{ENGAGEMENTS_PAGE.with(otherParty(engagement, side))}</p>
      </header>
      <EngagementFacts engagement={engagement} side={side} onChanged={show} />
      {engagement.contract_type === "hourly" ? (
        side === "talent" ? (
          <TalentTimesheet engagement={engagement} />
        ) : (
          <ClientTimesheets engagement={engagement} />
        )
      ) : null}
      {engagement.contract_type === "project" ? <MilestonesSection side={side} engagement={engagement} /> : null}
      <section aria-labelledby="engagement-terms" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
        <h2 id="engagement-terms" className="text-lg font-semibold text-ink">
          {ENGAGEMENT_DETAIL_COPY.terms}
        </h2>
        <OfferTerms terms={engagement} viewer={side} trialEndsOn={engagement.trial_ends_on} />
      </section>
      {side === "client" && <HireAgainLinks job={engagement.job} />}
      <EngagementReviews kind={side} engagementId={engagement.id} ended={engagement.status === "ended"} />
    </div>
  );
}
