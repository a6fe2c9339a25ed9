import { WEEK_COPY } from "@/lib/content/timesheets";
import { durationOfCap } from "@/lib/timesheets/duration-text";

/** "12 h 30 min of 40 h" with a bar filled to the share of the cap used. */
export function WeekTotal({ minutes, capHours }: { minutes: number; capHours: number | null }) {
  const share = capHours ? Math.min(1, minutes / (capHours * 60)) : 0;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <p className="text-sm text-ink">
        <span className="text-ink-muted">{WEEK_COPY.total}: </span>
        <span className="font-semibold tabular-nums">{durationOfCap(minutes, capHours)}</span>
      </p>
      {capHours ? (
        <div aria-hidden="true" className="h-2 w-full max-w-xs overflow-hidden rounded-full bg-slate-100">
          <div
            className={`h-full rounded-full ${share >= 1 ? "bg-amber-500" : "bg-brand-500"}`}
            style={{ width: `${Math.round(share * 100)}%` }}
          />
        </div>
      ) : null}
    </div>
  );
}
