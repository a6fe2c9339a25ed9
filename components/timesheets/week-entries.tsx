import type { ReactNode } from "react";

import { WEEK_COPY } from "@/lib/content/timesheets";
import { shortDay } from "@/lib/timesheets/week-text";
import { formatMinutes } from "@/lib/timesheets/weeks";
import type { TimeEntry } from "@/lib/validation/timesheets";

type Props = {
  entries: readonly TimeEntry[];
  /** The buttons beside an entry (edit, delete) while the talent may still change it. */
  actions?: (entry: TimeEntry) => ReactNode;
};

/** A week's entries, day by day in date order, each day with its total. */
export function WeekEntries({ entries, actions }: Props) {
  if (entries.length === 0)
    return <p className="rounded-xl bg-slate-50 p-4 text-sm text-ink-muted">{WEEK_COPY.noEntries}</p>;
  const days = new Map<string, TimeEntry[]>();
  for (const entry of [...entries].sort((a, b) => a.work_date.localeCompare(b.work_date) || a.id - b.id))
    days.set(entry.work_date, [...(days.get(entry.work_date) ?? []), entry]);
  return (
    <ol aria-label={WEEK_COPY.entries} className="flex flex-col gap-3">
      {[...days].map(([day, list]) => (
        <li key={day}>
          <h4 className="text-sm font-semibold text-ink">
            {WEEK_COPY.day(shortDay(day), formatMinutes(list.reduce((sum, entry) => sum + entry.minutes, 0)))}
          </h4>
          <ul className="mt-1 flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200">
            {list.map((entry) => (
              <li key={entry.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start">
                <p className="w-24 shrink-0 text-sm font-medium tabular-nums text-ink">
                  {formatMinutes(entry.minutes)}
                </p>
                <p className="min-w-0 flex-1 whitespace-pre-line break-words text-sm text-ink-muted">
                  {entry.description}
                </p>
                {actions ? <div className="flex shrink-0 gap-2">{actions(entry)}</div> : null}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
