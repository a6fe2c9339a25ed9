// TEMPORARY until helper A's lib/timesheets week helpers are merged.
import { addDays, todayIn, wallClockInstant } from "@/lib/engagements/calendar";
import { AUTO_SUBMIT_HOUR } from "@/lib/timesheets/states";

export const weekStartOf = (day: string): string => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
export const currentWeekStart = (zone: string, now = new Date()) => weekStartOf(todayIn(zone, now));
export const submitDeadlineOf = (weekStart: string, zone: string): Date =>
  wallClockInstant(addDays(weekStart, 7), `${String(AUTO_SUBMIT_HOUR).padStart(2, "0")}:00`, zone);
