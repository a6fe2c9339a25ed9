"use client";

import { useCallback, useState } from "react";

import { useLoad } from "@/components/ui/use-load";
import { timesheetsRequest } from "@/lib/api/timesheets";
import { TALENT_TIMESHEET_COPY as COPY, WEEK_COPY } from "@/lib/content/timesheets";
import { addDays, todayIn } from "@/lib/engagements/calendar";
import { calendarDay } from "@/lib/engagements/zoned-lines";
import { zoneCity } from "@/lib/remote/local-label";
import { weekRange } from "@/lib/timesheets/week-text";
import { formatMinutes, mondayOf } from "@/lib/timesheets/weeks";
import type { Engagement } from "@/lib/validation/engagements";
import type { Timesheet } from "@/lib/validation/timesheets";

import { LogTimePanel } from "./log-time-panel";
import { TalentWeek } from "./talent-week";
import { TimesheetStatusBadge } from "./timesheet-status-badge";
import { WeekNav } from "./week-nav";

/**
 * The talent's timesheet of an hourly engagement: one company week at a time (this week first) with its entries,
 * total against the cap, status and deadline, the "Log time" form beside it, and every week with time below.
 */
export function TalentTimesheet({ engagement }: { engagement: Engagement }) {
  const companyZone = engagement.company.timezone;
  const { load, show, reload } = useLoad(
    useCallback(() => timesheetsRequest("talent", { engagement: engagement.id }), [engagement.id]),
  );
  const firstWeek = mondayOf(engagement.start_date);
  const thisWeek = mondayOf(todayIn(companyZone));
  const endWeek = engagement.ended_on ? mondayOf(engagement.ended_on) : thisWeek;
  // This week, or the ending's week once that is past; never before the first week.
  const lastWeek = latest(firstWeek, endWeek < thisWeek ? endWeek : thisWeek);
  const [week, setWeek] = useState(lastWeek);

  /** Asks again after a change, and shows the week the changed entry or week lies in. */
  async function refresh(focusSheet?: number) {
    try {
      const weeks = await timesheetsRequest("talent", { engagement: engagement.id });
      show(weeks);
      const focused = weeks.find((sheet) => sheet.id === focusSheet);
      if (focused) setWeek(focused.week_start);
    } catch {
      reload();
    }
  }

  return (
    <section
      id="timesheet"
      aria-labelledby="timesheet-heading"
      className="scroll-mt-20 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id="timesheet-heading" className="text-lg font-semibold text-ink">
          {COPY.heading}
        </h2>
        <WeekNav week={week} first={firstWeek} last={lastWeek} current={thisWeek} onChange={setWeek} />
      </div>
      <p className="mt-1 text-sm text-ink-muted">{COPY.lead(zoneCity(companyZone))}</p>
      {load.state === "loading" ? (
        <p role="status" className="mt-4 text-sm text-ink-muted">
          {WEEK_COPY.loading}
        </p>
      ) : load.state === "failed" ? (
        <p
          role="alert"
          className="mt-4 flex flex-wrap items-center gap-2 rounded-xl bg-red-50 p-4 text-sm text-red-800"
        >
          {WEEK_COPY.failed}
          <button type="button" onClick={reload} className="min-h-10 font-semibold underline">
            {WEEK_COPY.retry}
          </button>
        </p>
      ) : (
        <TimesheetBody
          engagement={engagement}
          weeks={load.value}
          week={week}
          thisWeek={thisWeek}
          onSelect={setWeek}
          onChanged={(sheet) => void refresh(sheet)}
        />
      )}
    </section>
  );
}

const latest = (a: string, b: string) => (a > b ? a : b);

type BodyProps = {
  engagement: Engagement;
  weeks: Timesheet[];
  week: string;
  thisWeek: string;
  onSelect: (week: string) => void;
  onChanged: (focusSheet?: number) => void;
};

function TimesheetBody({ engagement, weeks, week, thisWeek, onSelect, onChanged }: BodyProps) {
  const sheet = weeks.find((one) => one.week_start === week) ?? null;
  const otherDisputed = weeks.filter((one) => one.status === "disputed" && one.week_start !== week);
  const talentToday = todayIn(engagement.talent.timezone);
  const lastDay = engagement.ended_on && engagement.ended_on < talentToday ? engagement.ended_on : talentToday;
  const started = engagement.status !== "scheduled";
  // Time is logged up to a week after the last day, for the days of that last week.
  const loggable =
    started &&
    (engagement.ended_on === null || todayIn(engagement.company.timezone) <= addDays(engagement.ended_on, 7));
  return (
    <div className="mt-4 flex flex-col gap-5">
      {otherDisputed.map((one) => (
        <p
          key={one.id}
          role="alert"
          className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {COPY.otherDisputed(weekRange(one.week_start))}
          <button type="button" onClick={() => onSelect(one.week_start)} className="min-h-10 font-semibold underline">
            {COPY.otherDisputedAction}
          </button>
        </p>
      ))}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <TalentWeek
          engagement={engagement}
          week={week}
          isThisWeek={week === thisWeek}
          sheet={sheet}
          minDate={engagement.start_date}
          maxDate={lastDay}
          onChanged={onChanged}
        />
        {loggable ? (
          <LogTimePanel
            engagement={engagement}
            minDate={engagement.start_date}
            maxDate={lastDay}
            onLogged={onChanged}
          />
        ) : (
          <p className="rounded-xl bg-slate-50 p-4 text-sm text-ink-muted">
            {started ? COPY.ended : COPY.notStarted(calendarDay(engagement.start_date))}
          </p>
        )}
      </div>
      {weeks.length > 0 ? <WeekList weeks={weeks} selected={week} onSelect={onSelect} /> : null}
    </div>
  );
}

/** Every week with time, newest first: where it stands, one tap to show it. */
function WeekList({
  weeks,
  selected,
  onSelect,
}: {
  weeks: Timesheet[];
  selected: string;
  onSelect: (week: string) => void;
}) {
  const sorted = [...weeks].sort((a, b) => b.week_start.localeCompare(a.week_start));
  return (
    <section aria-labelledby="timesheet-weeks">
      <h3 id="timesheet-weeks" className="text-sm font-semibold text-ink">
        {COPY.weeks}
      </h3>
      <ul className="mt-2 flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200">
        {sorted.map((sheet) => (
          <li key={sheet.id}>
            <button
              type="button"
              aria-current={sheet.week_start === selected ? "true" : undefined}
              aria-label={COPY.showWeek(weekRange(sheet.week_start))}
              onClick={() => onSelect(sheet.week_start)}
              className="flex min-h-11 w-full flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2 text-left text-sm hover:bg-slate-50 aria-[current=true]:bg-brand-50"
            >
              <span className="font-medium text-ink">{weekRange(sheet.week_start)}</span>
              <span className="flex items-center gap-2">
                <span className="tabular-nums text-ink-muted">{formatMinutes(sheet.minutes)}</span>
                <TimesheetStatusBadge status={sheet.status} />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
