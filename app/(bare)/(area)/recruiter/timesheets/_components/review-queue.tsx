"use client";

import Link from "next/link";

import { ClientWeekCard } from "@/components/timesheets/client-week-card";
import { MilestoneRow } from "@/components/timesheets/milestone-row";
import { reviewOrder } from "@/components/timesheets/review-order";
import { cardClass } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { useLoad } from "@/components/ui/use-load";
import { engagementsRequest } from "@/lib/api/engagements";
import { milestonesRequest, timesheetsRequest } from "@/lib/api/timesheets";
import { REVIEW_PAGE_COPY as COPY } from "@/lib/content/timesheets";
import type { Engagement } from "@/lib/validation/engagements";
import type { MilestoneJson, Timesheet } from "@/lib/validation/timesheets";

/** Reviewed weeks shown under the queue. */
const RECENT_SHOWN = 10;

type Queue = {
  sheets: Timesheet[];
  milestones: { engagement: Engagement; milestone: MilestoneJson }[];
};

/** Every project engagement's delivered milestones, beside the company's weeks. */
async function loadQueue(): Promise<Queue> {
  const [sheets, engagements] = await Promise.all([timesheetsRequest("client"), engagementsRequest("client")]);
  const projects = engagements.filter((one) => one.contract_type === "project" && one.status !== "scheduled");
  const lists = await Promise.all(projects.map((one) => milestonesRequest("client", one.id)));
  const milestones = lists.flatMap((list, index) =>
    list.filter((one) => one.status === "delivered").map((milestone) => ({ engagement: projects[index]!, milestone })),
  );
  return { sheets, milestones };
}

/** The client's one place to review: submitted weeks and delivered milestones across engagements, then recent ones. */
export function ReviewQueue() {
  const { load, reload } = useLoad(loadQueue);
  if (load.state === "loading")
    return (
      <p role="status" className="text-sm text-ink-muted">
        {COPY.loading}
      </p>
    );
  if (load.state === "failed")
    return (
      <p role="alert" className="flex flex-wrap items-center gap-2 rounded-xl bg-red-50 p-4 text-sm text-red-800">
        {COPY.failed}
        <button type="button" onClick={reload} className="min-h-10 font-semibold underline">
          {COPY.retry}
        </button>
      </p>
    );
  const { sheets, milestones } = load.value;
  const waiting = reviewOrder(sheets.filter((sheet) => sheet.status === "submitted"));
  const recent = sheets
    .filter((sheet) => sheet.status === "approved" || sheet.status === "disputed")
    .sort((a, b) => (b.reviewed_at ?? "").localeCompare(a.reviewed_at ?? ""))
    .slice(0, RECENT_SHOWN);
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="review-waiting" className="flex flex-col gap-3">
        <h2 id="review-waiting" className="text-lg font-semibold text-ink">
          {COPY.waiting}
        </h2>
        {waiting.length === 0 ? (
          <EmptyState tone="empty" title={COPY.emptyTitle} body={COPY.emptyBody} />
        ) : (
          <ul className="flex flex-col gap-3">
            {waiting.map((sheet) => (
              <li key={sheet.id}>
                <ClientWeekCard sheet={sheet} showEngagement onChanged={reload} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {milestones.length > 0 ? (
        <section aria-labelledby="review-milestones" className="flex flex-col gap-3">
          <h2 id="review-milestones" className="text-lg font-semibold text-ink">
            {COPY.milestones}
          </h2>
          <ul className="flex flex-col gap-3">
            {milestones.map(({ engagement, milestone }) => (
              <li key={`${engagement.id}-${milestone.position}`} className={cardClass("overflow-hidden")}>
                <Link
                  href={`/recruiter/engagements/${engagement.id}`}
                  aria-label={COPY.openEngagement(engagement.job.title, engagement.talent.name)}
                  className="block px-3 pt-3 text-sm font-semibold text-brand-700 hover:underline sm:px-4"
                >
                  {COPY.forEngagement(engagement.job.title, engagement.talent.name)}
                </Link>
                <MilestoneRow
                  side="client"
                  milestone={milestone}
                  engagement={engagement}
                  canDeliver={false}
                  onChanged={reload}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="review-recent" className="flex flex-col gap-3">
        <h2 id="review-recent" className="text-lg font-semibold text-ink">
          {COPY.recent}
        </h2>
        {recent.length === 0 ? (
          <p className="text-sm text-ink-muted">{COPY.noRecent}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {recent.map((sheet) => (
              <li key={sheet.id}>
                <ClientWeekCard sheet={sheet} showEngagement onChanged={reload} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
