"use client";

import Link from "next/link";

import { cardClass } from "@/components/ui/card";
import { CLIENT_TIMESHEET_COPY as COPY, REVIEW_PAGE_COPY, WEEK_COPY } from "@/lib/content/timesheets";
import { deadlineText, momentText } from "@/lib/timesheets/deadline-text";
import { weekRange } from "@/lib/timesheets/week-text";
import type { Timesheet } from "@/lib/validation/timesheets";

import { ApproveWeekDialog } from "./approve-week-dialog";
import { DisputeWeekDialog } from "./dispute-week-dialog";
import { TimesheetStatusBadge } from "./timesheet-status-badge";
import { WeekEntries } from "./week-entries";
import { WeekTotal } from "./week-total";

type Props = {
  sheet: Timesheet;
  /** On the review page, which engagement the week belongs to (with a link to it). */
  showEngagement?: boolean;
  onChanged: (sheet: Timesheet) => void;
};

/** One week as the client reviews it: entries, total against the cap, the review deadline, Approve and Dispute. */
export function ClientWeekCard({ sheet, showEngagement = false, onChanged }: Props) {
  const { engagement } = sheet;
  const own = engagement.company.timezone;
  const talentZone = engagement.talent.timezone;
  const label = weekRange(sheet.week_start);
  const headingId = `week-${sheet.id}`;
  return (
    <article aria-labelledby={headingId} className={cardClass("flex flex-col gap-4 p-4 sm:p-5")}>
      <header className="flex flex-col gap-2">
        {showEngagement ? (
          <Link
            href={`/recruiter/engagements/${engagement.id}`}
            aria-label={REVIEW_PAGE_COPY.openEngagement(engagement.job_title, engagement.talent.name)}
            className="w-fit text-sm font-semibold text-brand-700 hover:underline"
          >
            {REVIEW_PAGE_COPY.forEngagement(engagement.job_title, engagement.talent.name)}
          </Link>
        ) : null}
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="text-base font-semibold text-ink">
            {label}
          </h3>
          <TimesheetStatusBadge status={sheet.status} />
        </div>
        <WeekTotal minutes={sheet.minutes} capHours={sheet.weekly_hours_cap} />
      </header>
      {sheet.status === "approved" && sheet.entries.length > 0 ? (
        // An approved week is done with: its entries stay one tap away.
        <details className="group">
          <summary className="inline-flex min-h-10 cursor-pointer items-center text-sm font-semibold text-brand-700 hover:underline">
            {WEEK_COPY.showEntries(sheet.entries.length)}
          </summary>
          <div className="mt-2">
            <WeekEntries entries={sheet.entries} />
          </div>
        </details>
      ) : (
        <WeekEntries entries={sheet.entries} />
      )}
      <div className="flex flex-col gap-2 text-sm text-ink">
        {sheet.status === "open" ? (
          <p className="text-ink-muted">
            {COPY.inProgress(deadlineText(new Date(sheet.submit_deadline), own, talentZone, "talent"))}
          </p>
        ) : null}
        {sheet.submitted_at && sheet.status !== "open" ? (
          <p className="text-ink-muted">
            {WEEK_COPY.submittedOn(momentText(new Date(sheet.submitted_at), own), sheet.auto_submitted)}
          </p>
        ) : null}
        {sheet.status === "submitted" && sheet.review_deadline ? (
          <p className="font-medium">
            {COPY.reviewBy(deadlineText(new Date(sheet.review_deadline), own, talentZone, "talent"))}
          </p>
        ) : null}
        {sheet.status === "disputed" ? (
          <div className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950">
            <p className="font-medium">
              {COPY.youDisputed(sheet.reviewed_at ? momentText(new Date(sheet.reviewed_at), own) : "")}
            </p>
            <blockquote className="mt-1 whitespace-pre-line break-words border-l-4 border-amber-400 pl-3">
              {sheet.dispute_reason}
            </blockquote>
            <p className="mt-2">{COPY.waitingForTalent(engagement.talent.name)}</p>
          </div>
        ) : null}
        {sheet.status === "approved" && sheet.reviewed_at ? (
          <p className="font-medium text-emerald-800">
            {WEEK_COPY.approvedOn(momentText(new Date(sheet.reviewed_at), own), sheet.auto_approved)}
          </p>
        ) : null}
      </div>
      {sheet.status === "submitted" ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <ApproveWeekDialog sheet={sheet} onApproved={onChanged} />
          <DisputeWeekDialog sheet={sheet} onDisputed={onChanged} />
        </div>
      ) : null}
    </article>
  );
}
