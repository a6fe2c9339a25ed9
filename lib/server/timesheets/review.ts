import "server-only";

import { and, eq, gt, inArray } from "drizzle-orm";

import { timesheetEditable } from "@/lib/timesheets/states";
import { reviewDeadline } from "@/lib/timesheets/weeks";
import { disputeRequestSchema, type Timesheet } from "@/lib/validation/timesheets";

import { timesheets } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";
import { readJson } from "../http/json-body";
import { ownTimesheet } from "./access";
import { mailWeekDisputed, mailWeekSubmitted } from "./mails";
import { timesheetJson } from "./timesheet-json";

type Week = Awaited<ReturnType<typeof ownTimesheet>>;

/** 409 for a week another move got to first (or that was never in the state the call needs). */
async function notExpected(db: Db, timesheetId: number): Promise<never> {
  const [now] = await db.select({ status: timesheets.status }).from(timesheets).where(eq(timesheets.id, timesheetId));
  throw apiError("conflict", `This week is not in the expected state: it is ${now?.status ?? "gone"}.`);
}

/**
 * The talent submits an open week, or a disputed one once corrected: the client then has REVIEW_DAYS to approve or
 * dispute it. The dispute reason stays on a resubmitted week, so the client sees what it asked to correct, until
 * the week is approved or disputed again.
 */
export async function submitTimesheet(
  db: Db,
  talentId: number,
  timesheetId: number,
  now: Date = new Date(),
): Promise<Timesheet> {
  const week = await ownTimesheet(db, { kind: "talent", id: talentId }, timesheetId);
  if (timesheetEditable(week.week.status) && week.week.minutes === 0) {
    throw apiError("unprocessable", "This week has no time logged: there is nothing to submit.");
  }
  const deadline = reviewDeadline(now);
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(timesheets)
      .set({ status: "submitted", submittedAt: now, reviewDeadline: deadline, reviewedAt: null, updatedAt: now })
      .where(
        and(
          eq(timesheets.id, timesheetId),
          inArray(timesheets.status, ["open", "disputed"]),
          gt(timesheets.minutes, 0),
        ),
      )
      .returning();
    if (!moved) return notExpected(tx, timesheetId);
    await mailSubmitted(tx, week, moved.minutes, deadline, false);
  });
  return timesheetJson(db, timesheetId);
}

export const mailSubmitted = (tx: Db, week: Week, minutes: number, deadline: Date, auto: boolean) =>
  mailWeekSubmitted(tx, {
    applicationId: week.applicationId,
    engagementId: week.week.engagementId,
    weekStart: week.week.weekStart,
    minutes,
    reviewDeadline: deadline,
    companyZone: week.companyZone,
    auto,
  });

/** The client approves a submitted week: it is locked for good and billed. */
export async function approveTimesheet(
  db: Db,
  clientId: number,
  timesheetId: number,
  now: Date = new Date(),
): Promise<Timesheet> {
  await ownTimesheet(db, { kind: "client", id: clientId }, timesheetId);
  const [moved] = await db
    .update(timesheets)
    .set({ status: "approved", reviewedAt: now, disputeReason: null, updatedAt: now })
    .where(and(eq(timesheets.id, timesheetId), eq(timesheets.status, "submitted")))
    .returning({ id: timesheets.id });
  if (!moved) await notExpected(db, timesheetId);
  return timesheetJson(db, timesheetId);
}

/**
 * The client disputes a submitted week, with its reason, before the review deadline (from then on the week is the
 * automatic approval's): the week goes back to the talent, who is told by mail.
 */
export async function disputeTimesheet(
  db: Db,
  clientId: number,
  timesheetId: number,
  request: Request,
  now: Date = new Date(),
): Promise<Timesheet> {
  const { reason } = disputeRequestSchema.parse(await readJson(request));
  const week = await ownTimesheet(db, { kind: "client", id: clientId }, timesheetId);
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(timesheets)
      .set({ status: "disputed", reviewedAt: now, disputeReason: reason, updatedAt: now })
      .where(
        and(eq(timesheets.id, timesheetId), eq(timesheets.status, "submitted"), gt(timesheets.reviewDeadline, now)),
      )
      .returning();
    if (!moved) {
      if (week.week.status === "submitted" && week.week.reviewDeadline !== null && week.week.reviewDeadline <= now) {
        throw apiError("conflict", "The review window of this week has closed: it is approved automatically.");
      }
      return notExpected(tx, timesheetId);
    }
    await mailWeekDisputed(tx, {
      applicationId: week.applicationId,
      engagementId: moved.engagementId,
      weekStart: moved.weekStart,
      minutes: moved.minutes,
      reason,
    });
  });
  return timesheetJson(db, timesheetId);
}
