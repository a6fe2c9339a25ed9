"use client";

import Link from "next/link";
import { useCallback, useState } from "react";

import { useLoad } from "@/components/ui/use-load";
import { timesheetsRequest } from "@/lib/api/timesheets";
import { CLIENT_TIMESHEET_COPY as COPY, WEEK_COPY } from "@/lib/content/timesheets";
import { zoneCity } from "@/lib/remote/local-label";
import type { Engagement } from "@/lib/validation/engagements";

import { ClientWeekCard } from "./client-week-card";
import { reviewOrder } from "./review-order";

/** Approved weeks shown before "Show more". */
const APPROVED_SHOWN = 3;

/** An hourly engagement's weeks for the client: waiting for review first, each with Approve and Dispute. */
export function ClientTimesheets({ engagement }: { engagement: Engagement }) {
  const { load, reload } = useLoad(
    useCallback(() => timesheetsRequest("client", { engagement: engagement.id }), [engagement.id]),
  );
  const [allApproved, setAllApproved] = useState(false);
  return (
    <section
      id="timesheets"
      aria-labelledby="timesheets-heading"
      className="scroll-mt-20 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <h2 id="timesheets-heading" className="text-lg font-semibold text-ink">
          {COPY.heading}
        </h2>
        <Link
          href="/recruiter/timesheets"
          className="inline-flex min-h-10 items-center text-sm font-semibold text-brand-700 hover:underline"
        >
          {COPY.reviewAll}
        </Link>
      </div>
      <p className="mt-1 text-sm text-ink-muted">{COPY.lead(zoneCity(engagement.company.timezone))}</p>
      <div className="mt-4">
        {load.state === "loading" ? (
          <p role="status" className="text-sm text-ink-muted">
            {WEEK_COPY.loading}
          </p>
        ) : load.state === "failed" ? (
          <p role="alert" className="flex flex-wrap items-center gap-2 rounded-xl bg-red-50 p-4 text-sm text-red-800">
            {WEEK_COPY.failed}
            <button type="button" onClick={reload} className="min-h-10 font-semibold underline">
              {WEEK_COPY.retry}
            </button>
          </p>
        ) : load.value.length === 0 ? (
          <div role="status" className="rounded-xl bg-slate-50 p-4 text-sm">
            <p className="font-semibold text-ink">{COPY.empty}</p>
            <p className="mt-1 text-ink-muted">{COPY.emptyBody}</p>
          </div>
        ) : (
          <Weeks
            sheets={reviewOrder(load.value)}
            allApproved={allApproved}
            onShowAll={() => setAllApproved(true)}
            onChanged={reload}
          />
        )}
      </div>
    </section>
  );
}

type WeeksProps = {
  sheets: ReturnType<typeof reviewOrder>;
  allApproved: boolean;
  onShowAll: () => void;
  onChanged: () => void;
};

function Weeks({ sheets, allApproved, onShowAll, onChanged }: WeeksProps) {
  const approved = sheets.filter((sheet) => sheet.status === "approved");
  const hidden = allApproved ? 0 : Math.max(0, approved.length - APPROVED_SHOWN);
  const shown = hidden > 0 ? sheets.slice(0, sheets.length - hidden) : sheets;
  return (
    <>
      <ul className="flex flex-col gap-3">
        {shown.map((sheet) => (
          <li key={sheet.id}>
            <ClientWeekCard sheet={sheet} onChanged={onChanged} />
          </li>
        ))}
      </ul>
      {hidden > 0 ? (
        <button
          type="button"
          onClick={onShowAll}
          className="mt-3 inline-flex min-h-10 items-center text-sm font-semibold text-brand-700 hover:underline"
        >
          {COPY.showApproved(hidden)}
        </button>
      ) : null}
    </>
  );
}
