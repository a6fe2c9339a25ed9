import "server-only";

import { todayIn } from "@/lib/engagements/calendar-days";
import { timesheetEditable } from "@/lib/timesheets/states";
import { capForWeek, formatMinutes } from "@/lib/timesheets/weeks";

import type { TimesheetRow } from "../db/schema";
import { apiError } from "../http/error-codes";
import { validationFailed } from "../http/errors";
import type { LoggingEngagement } from "./engagement";

const refuse = (field: "work_date" | "minutes", message: string) => validationFailed({ [field]: [message] }, message);

/**
 * A day the talent may log: not after today on their own calendar, and within the engagement (its start and last
 * day are compared as they are written; they are the company's dates).
 */
export function checkWorkDate(engagement: LoggingEngagement, workDate: string, now: Date): void {
  if (workDate > todayIn(engagement.talentZone, now)) {
    throw refuse("work_date", "Time cannot be logged for a day still to come.");
  }
  if (workDate < engagement.startDate) {
    throw refuse("work_date", `The engagement starts on ${engagement.startDate}: time is logged from then.`);
  }
  if (engagement.endedOn !== null && workDate > engagement.endedOn) {
    throw refuse("work_date", `The engagement ended on ${engagement.endedOn}: time is logged up to then.`);
  }
}

/** Only an open or disputed week takes changes: a submitted one waits for the client, an approved one is locked. */
export function checkEditable(week: TimesheetRow): void {
  if (timesheetEditable(week.status)) return;
  const message =
    week.status === "approved"
      ? `This week is approved: the week of ${week.weekStart} is locked.`
      : `This week is submitted: the week of ${week.weekStart} waits for the client's review.`;
  throw apiError("unprocessable", message);
}

/** The week's minutes once the change is made, against the cap in force that week; taking time off always passes. */
export function checkCap(engagement: LoggingEngagement, week: TimesheetRow, minutesAfter: number): void {
  const cap = capForWeek(engagement, week.weekStart);
  if (cap === null || minutesAfter <= cap * 60 || minutesAfter <= week.minutes) return;
  throw refuse(
    "minutes",
    `This week would come to ${formatMinutes(minutesAfter)}: the engagement's cap is ${cap} hours a week.`,
  );
}
