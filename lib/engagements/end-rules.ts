import { addDays } from "./calendar-days";

/** The engagement's dates as the rules read them: `YYYY-MM-DD` days in the company's time zone. */
export type EngagementDates = { startDate: string; trialDays: number; noticeDays: number };

/** The trial's last day (start + trial days − 1), or null with no trial. */
export const trialEndsOn = ({ startDate, trialDays }: Pick<EngagementDates, "startDate" | "trialDays">) =>
  trialDays > 0 ? addDays(startDate, trialDays - 1) : null;

/**
 * The earliest last day either side may set on `today`: today itself before the start and inside the trial, else
 * today plus the notice period. The screens offer it; the server checks it.
 */
export function earliestEndDate(dates: EngagementDates, today: string): { earliest: string; inTrial: boolean } {
  const trialEnd = trialEndsOn(dates);
  const beforeStart = dates.startDate > today;
  const inTrial = !beforeStart && trialEnd !== null && today <= trialEnd;
  return { earliest: beforeStart || inTrial ? today : addDays(today, dates.noticeDays), inTrial };
}
