import { formatLongDate } from "@/lib/format/date-time";

/** The no-login page of a weekly summary's link (/engagement-actions/[token]). */
export const ENGAGEMENT_ACTIONS_COPY = {
  title: { end: "End this engagement", reduce: "Reduce weekly hours" },
  lead: "From your weekly summary. This link works once, without signing in.",
  terms: {
    talent: "Talent",
    job: "Job",
    company: "Company",
    cap: "This week's cap",
    nextCap: "Cap from",
    notice: "Notice period",
    trial: "Trial ends",
    endsOn: "Last working day",
  },
  hours: (n: number | null) => (n === null ? "None" : `${n} hours a week`),
  days: (n: number) => `${n} days`,
  /** A day of the company's calendar, written out ("27 November 2026"). */
  day: (date: string) => formatLongDate(date),
  end: {
    explain: (day: string) => `The last working day will be ${formatLongDate(day)}, the earliest the contract allows.`,
    reason: "Reason (shown to the managers and you, not the talent)",
    confirm: "End the engagement",
    done: (day: string) =>
      `The engagement ends. The last working day is ${formatLongDate(day)}; the talent has been told.`,
  },
  reduce: {
    explain: (day: string) => `The new cap applies from Monday ${formatLongDate(day)}; this week keeps its cap.`,
    cap: "New weekly cap (hours)",
    confirm: "Reduce the weekly hours",
    done: (hours: number, day: string) => `Done: the cap is ${hours} hours a week from ${formatLongDate(day)}.`,
  },
  busy: "Saving…",
  doneTitle: "Done",
  goneTitle: "This link no longer works",
  failed: "That did not work. Try again.",
  workspace: "Open your engagements",
} as const;
