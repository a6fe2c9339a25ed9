"use client";

import { buttonClass } from "@/components/ui/button-styles";
import { TALENT_TIMESHEET_COPY as COPY } from "@/lib/content/timesheets";
import { addDays } from "@/lib/engagements/calendar";

type Props = { week: string; first: string; last: string; current: string; onChange: (week: string) => void };

/** Previous week, this week, next week: between the engagement's first week and `last` (no week ahead of today). */
export function WeekNav({ week, first, last, current, onChange }: Props) {
  const home = current < first ? first : current > last ? last : current;
  return (
    <nav aria-label={COPY.weekNav} className="flex items-center gap-1">
      <button
        type="button"
        disabled={week <= first}
        onClick={() => onChange(addDays(week, -7))}
        aria-label={COPY.previous}
        className={buttonClass("secondary", "sm", "disabled:opacity-50")}
      >
        <span aria-hidden="true">←</span>
        <span className="hidden sm:inline">&nbsp;{COPY.previous}</span>
      </button>
      <button
        type="button"
        disabled={week === home}
        onClick={() => onChange(home)}
        className={buttonClass("ghost", "sm", "disabled:opacity-50")}
      >
        {COPY.thisWeek}
      </button>
      <button
        type="button"
        disabled={week >= last}
        onClick={() => onChange(addDays(week, 7))}
        aria-label={COPY.next}
        className={buttonClass("secondary", "sm", "disabled:opacity-50")}
      >
        <span className="hidden sm:inline">{COPY.next}&nbsp;</span>
        <span aria-hidden="true">→</span>
      </button>
    </nav>
  );
}
