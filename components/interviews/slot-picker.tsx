"use client";

import { useId } from "react";

import { bothTimes, gapLabel, SCHEDULE_COPY } from "@/lib/content/interviews";
import { INTERVIEW_SLOTS_MAX, type InterviewSlotsAnswer } from "@/lib/validation/interviews";

type Slot = InterviewSlotsAnswer["data"][number];

type Props = {
  answer: InterviewSlotsAnswer;
  selected: readonly string[];
  onChange: (next: string[]) => void;
  /** What is wrong with the choice on the last attempt to send (too few), shown under the counter. */
  problem: string | null;
};

const dayFormat = new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long" });

/** Slots by the day they fall on in the viewer's browser, in order. */
function byDay(slots: Slot[]): [string, Slot[]][] {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const day = dayFormat.format(new Date(slot.start));
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days];
}

/**
 * The recruiter's choice of 3–10 interview slots: grouped by day, each in the team's time with the talent's beside
 * it. When the working days never overlap it says so and gives where they come closest instead.
 */
export function SlotPicker({ answer, selected, onChange, problem }: Props) {
  const id = useId();
  if (answer.nearest) {
    const { nearest } = answer;
    return (
      <div role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
        <p className="font-semibold">{SCHEDULE_COPY.noOverlap}</p>
        <p className="mt-1">
          {SCHEDULE_COPY.nearest(
            gapLabel(nearest.gap_minutes),
            nearest.ends_first === "team"
              ? `${nearest.team_local} for your team`
              : `${nearest.talent_local} for the talent`,
            nearest.ends_first === "team"
              ? `${nearest.talent_local} for the talent`
              : `${nearest.team_local} for your team`,
          )}
        </p>
      </div>
    );
  }
  if (answer.data.length === 0)
    return (
      <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
        {SCHEDULE_COPY.noSlots}
      </p>
    );
  const full = selected.length >= INTERVIEW_SLOTS_MAX;
  const toggle = (start: string, on: boolean) =>
    onChange(on ? [...selected, start].sort() : selected.filter((one) => one !== start));
  return (
    <fieldset aria-describedby={`${id}-count`}>
      <legend className="text-sm font-medium text-ink">{SCHEDULE_COPY.slotsLegend}</legend>
      <p id={`${id}-count`} aria-live="polite" className="mt-1 text-xs text-ink-muted">
        {SCHEDULE_COPY.counter(selected.length)}
        {full ? <span className="block text-amber-800">{SCHEDULE_COPY.tooMany}</span> : null}
      </p>
      {problem ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="mt-2 flex max-h-72 flex-col gap-3 overflow-y-auto rounded-lg border border-slate-200 p-3">
        {byDay(answer.data).map(([day, slots]) => (
          <div key={day} role="group" aria-label={day}>
            <p className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{day}</p>
            <ul className="mt-1 grid gap-1 sm:grid-cols-2">
              {slots.map((slot) => {
                const checked = selected.includes(slot.start);
                return (
                  <li key={slot.start}>
                    <label
                      className={`flex min-h-10 items-center gap-2 rounded-md px-2 py-1 text-sm ${checked ? "bg-brand-50 text-ink" : "text-ink"} ${!checked && full ? "opacity-50" : "hover:bg-slate-50"}`}
                    >
                      <input
                        type="checkbox"
                        className="size-4 accent-brand-600"
                        checked={checked}
                        disabled={!checked && full}
                        onChange={(event) => toggle(slot.start, event.target.checked)}
                      />
                      <span>{bothTimes(slot.team_local, slot.talent_local)}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
