import { addDays, todayIn } from "@/lib/engagements/calendar-days";
import { offsetMinutes } from "@/lib/remote/overlap";

import { AUTO_SUBMIT_HOUR, REVIEW_DAYS } from "./states";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The Monday of the Monday-to-Sunday week `day` (YYYY-MM-DD) falls in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
  return addDays(day, 1 - weekday);
}

export const isMonday = (day: string): boolean => new Date(`${day}T00:00:00Z`).getUTCDay() === 1;

/** A week's Sunday. */
export const weekEndOf = (weekStart: string): string => addDays(weekStart, 6);

/** The instant the clock shows `hour`:00 on `day` in `zone` (an hour skipped by a spring-forward lands an hour on). */
export function instantAt(day: string, hour: number, zone: string): Date {
  const naive = Date.parse(`${day}T00:00:00Z`) + hour * HOUR_MS;
  const guess = naive - offsetMinutes(zone, naive) * 60_000;
  return new Date(naive - offsetMinutes(zone, guess) * 60_000);
}

/**
 * The company week (its Monday, company time) a day of work belongs to. The talent logs a day of their own
 * calendar; the day belongs to the company's week in which that day's midday (12:00 in the talent's zone) falls.
 * While the two zones are less than 12 hours apart, that midday falls on the same calendar date in the company's
 * zone, so the entry simply sits in the week holding its date: a talent 10 hours ahead whose Monday has begun while
 * the company's Sunday has not ended logs that Monday into the company's next week, and the week that ends on the
 * company's Sunday stays open, with its deadlines on the company's clock. Only zones 12 or more hours apart (e.g.
 * Kiritimati and Honolulu) move a day to the neighbouring date, and then the midday rule decides it, the same way
 * for every entry of that day.
 */
export function companyWeekOf(workDate: string, talentZone: string, companyZone: string): string {
  return mondayOf(todayIn(companyZone, instantAt(workDate, 12, talentZone)));
}

/** Monday AUTO_SUBMIT_HOUR:00 company time after the week: an open week with time in it is submitted then. */
export const submitDeadline = (weekStart: string, companyZone: string): Date =>
  instantAt(addDays(weekStart, 7), AUTO_SUBMIT_HOUR, companyZone);

/** REVIEW_DAYS whole days after the submission: neither approved nor disputed by then, the week is approved. */
export const reviewDeadline = (submittedAt: Date): Date => new Date(submittedAt.getTime() + REVIEW_DAYS * DAY_MS);

export type CapTerms = { weeklyHoursCap: number | null; nextWeeklyHoursCap: number | null; nextCapFrom: string | null };

/** The weekly hour cap in force in the week starting `weekStart`: a changed cap from its Monday (`next_cap_from`) on. */
export function capForWeek(terms: CapTerms, weekStart: string): number | null {
  if (terms.nextCapFrom !== null && weekStart >= terms.nextCapFrom) return terms.nextWeeklyHoursCap;
  return terms.weeklyHoursCap;
}

/** A duration as people say it: "41 h 30 min", "40 h", "45 min". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
