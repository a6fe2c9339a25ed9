"use client";

import { useCallback } from "react";

import type { EngagementSide } from "@/components/engagements/engagement-side";
import { useLoad } from "@/components/ui/use-load";
import { milestonesRequest } from "@/lib/api/timesheets";
import { MILESTONES_COPY as COPY } from "@/lib/content/timesheets";
import type { Engagement } from "@/lib/validation/engagements";

import { MilestoneRow } from "./milestone-row";

/** A project's milestones with their amounts and status: the talent marks one delivered, the client approves it. */
export function MilestonesSection({ side, engagement }: { side: EngagementSide; engagement: Engagement }) {
  const { load, reload } = useLoad(useCallback(() => milestonesRequest(side, engagement.id), [side, engagement.id]));
  return (
    <section
      id="milestones"
      aria-labelledby="milestones-heading"
      className="scroll-mt-20 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="milestones-heading" className="text-lg font-semibold text-ink">
        {COPY.heading}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{COPY.lead}</p>
      <div className="mt-4">
        {load.state === "loading" ? (
          <p role="status" className="text-sm text-ink-muted">
            {COPY.loading}
          </p>
        ) : load.state === "failed" ? (
          <p role="alert" className="flex flex-wrap items-center gap-2 rounded-xl bg-red-50 p-4 text-sm text-red-800">
            {COPY.failed}
            <button type="button" onClick={reload} className="min-h-10 font-semibold underline">
              {COPY.retry}
            </button>
          </p>
        ) : load.value.length === 0 ? (
          <p className="text-sm text-ink-muted">{COPY.empty}</p>
        ) : (
          <ol className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200">
            {load.value.map((milestone) => (
              <li key={milestone.position}>
                <MilestoneRow
                  side={side}
                  milestone={milestone}
                  engagement={engagement}
                  canDeliver={engagement.status !== "scheduled"}
                  onChanged={reload}
                />
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
