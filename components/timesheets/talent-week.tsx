"use client";

import { Badge } from "@/components/ui/badge";
import { TALENT_TIMESHEET_COPY as COPY, WEEK_COPY } from "@/lib/content/timesheets";
import { zoneCity } from "@/lib/remote/local-label";
import { deadlineText, momentText } from "@/lib/timesheets/deadline-text";
import { timesheetEditable } from "@/lib/timesheets/states";
import { weekRange } from "@/lib/timesheets/week-text";
import { capForWeek, formatMinutes, submitDeadline } from "@/lib/timesheets/weeks";
import type { Engagement } from "@/lib/validation/engagements";
import type { Timesheet } from "@/lib/validation/timesheets";

import { EntryActions } from "./entry-actions";
import { SubmitWeekDialog } from "./submit-week-dialog";
import { TimesheetStatusBadge } from "./timesheet-status-badge";
import { WeekEntries } from "./week-entries";
import { WeekTotal } from "./week-total";

type Props = {
  engagement: Engagement;
  week: string;
  isThisWeek: boolean;
  /** The week's timesheet; null while no time is logged in it. */
  sheet: Timesheet | null;
  minDate: string;
  maxDate: string;
  onChanged: (focusSheet?: number) => void;
};

/** One week as the talent sees it: status, total against the cap, entries by day, and what happens next. */
export function TalentWeek({ engagement, week, isThisWeek, sheet, minDate, maxDate, onChanged }: Props) {
  const own = engagement.talent.timezone;
  const companyZone = engagement.company.timezone;
  const status = sheet?.status ?? "open";
  const minutes = sheet?.minutes ?? 0;
  const cap = sheet
    ? sheet.weekly_hours_cap
    : capForWeek(
        {
          weeklyHoursCap: engagement.weekly_hours_cap,
          nextWeeklyHoursCap: engagement.next_weekly_hours_cap,
          nextCapFrom: engagement.next_cap_from,
        },
        week,
      );
  const editable = timesheetEditable(status);
  const deadline = (iso: string | Date) => deadlineText(new Date(iso), own, companyZone, "company");
  const submitBy = sheet ? new Date(sheet.submit_deadline) : submitDeadline(week, companyZone);
  const left = cap === null ? null : cap * 60 - minutes;
  return (
    <article aria-labelledby="timesheet-week" className="flex min-w-0 flex-col gap-4">
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id="timesheet-week" className="text-base font-semibold text-ink">
            {weekRange(week)}
          </h3>
          <TimesheetStatusBadge status={status} />
          {isThisWeek ? <Badge tone="sky">{COPY.thisWeek}</Badge> : null}
        </div>
        <WeekTotal minutes={minutes} capHours={cap} />
        {editable && left !== null ? (
          <p className="text-xs text-ink-muted">{left > 0 ? COPY.capLeft(formatMinutes(left)) : COPY.capReached}</p>
        ) : null}
      </header>
      {sheet?.status === "disputed" ? (
        <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="font-semibold">{COPY.disputedBanner(engagement.company.name)}</p>
          {sheet.dispute_reason ? (
            <blockquote className="mt-2 whitespace-pre-line break-words border-l-4 border-amber-400 pl-3">
              {sheet.dispute_reason}
            </blockquote>
          ) : null}
          <p className="mt-2">{COPY.disputedHelp}</p>
        </div>
      ) : null}
      <WeekEntries
        entries={sheet?.entries ?? []}
        actions={
          editable
            ? (entry) => (
                <EntryActions
                  entry={entry}
                  minDate={minDate}
                  maxDate={maxDate}
                  zone={zoneCity(own)}
                  onChanged={(saved) => onChanged(saved?.timesheet_id)}
                />
              )
            : undefined
        }
      />
      <div className="flex flex-col gap-2 text-sm text-ink">
        {status === "open" && minutes > 0 ? <p>{COPY.autoSubmit(deadline(submitBy))}</p> : null}
        {status === "open" && minutes === 0 && isThisWeek ? (
          <p className="text-ink-muted">{COPY.autoSubmitEmpty(deadline(submitBy))}</p>
        ) : null}
        {sheet?.submitted_at && status !== "open" ? (
          <p className="text-ink-muted">
            {WEEK_COPY.submittedOn(momentText(new Date(sheet.submitted_at), own), sheet.auto_submitted)}
          </p>
        ) : null}
        {status === "submitted" && sheet?.review_deadline ? (
          <p>{COPY.waiting(engagement.company.name, deadline(sheet.review_deadline))}</p>
        ) : null}
        {status === "approved" && sheet?.reviewed_at ? (
          <>
            <p className="font-medium text-emerald-800">
              {WEEK_COPY.approvedOn(momentText(new Date(sheet.reviewed_at), own), sheet.auto_approved)}
            </p>
            <p className="flex items-center gap-2 text-ink-muted">
              <LockIcon />
              {WEEK_COPY.locked}
            </p>
          </>
        ) : null}
        {sheet && editable && minutes > 0 ? (
          <div>
            <SubmitWeekDialog sheet={sheet} company={engagement.company.name} onSubmitted={() => onChanged()} />
          </div>
        ) : null}
      </div>
    </article>
  );
}

function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4 shrink-0" aria-hidden="true" focusable="false">
      <path
        d="M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5V11Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}
