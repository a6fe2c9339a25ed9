import "server-only";

import { and, eq, gt, lte } from "drizzle-orm";

import { addDays } from "@/lib/engagements/calendar-days";
import { reviewDeadline, submitDeadline } from "@/lib/timesheets/weeks";

import { companies, engagements, timesheets } from "../db/schema";
import type { Db } from "../db/types";
import { mailWeekSubmitted } from "./mails";

/**
 * Every open week with time in it whose submit deadline (Monday 12:00 after it, company time) has come by `now` is
 * submitted, marked automatic, and its client mailed: each week in its own transaction, by a conditional update, so
 * two instances (or the talent's own submit at the same moment) never move one week twice. Answers how many moved.
 */
export async function autoSubmitWeeks(db: Db, now: Date): Promise<number> {
  // No zone is more than 14 hours ahead of UTC: a deadline due by now belongs to a week begun 6 days before today
  // (UTC) or earlier; the exact instant is checked in the company's zone below.
  const latestWeek = addDays(now.toISOString().slice(0, 10), -6);
  const candidates = await db
    .select({
      id: timesheets.id,
      weekStart: timesheets.weekStart,
      engagementId: timesheets.engagementId,
      applicationId: engagements.applicationId,
      zone: companies.timezone,
    })
    .from(timesheets)
    .innerJoin(engagements, eq(engagements.id, timesheets.engagementId))
    .innerJoin(companies, eq(companies.id, engagements.companyId))
    .where(and(eq(timesheets.status, "open"), gt(timesheets.minutes, 0), lte(timesheets.weekStart, latestWeek)));
  let submitted = 0;
  for (const week of candidates) {
    const zone = week.zone ?? "UTC";
    if (submitDeadline(week.weekStart, zone) > now) continue;
    const deadline = reviewDeadline(now);
    await db.transaction(async (tx) => {
      const [moved] = await tx
        .update(timesheets)
        .set({
          status: "submitted",
          autoSubmitted: true,
          submittedAt: now,
          reviewDeadline: deadline,
          reviewedAt: null,
          updatedAt: now,
        })
        .where(and(eq(timesheets.id, week.id), eq(timesheets.status, "open"), gt(timesheets.minutes, 0)))
        .returning({ minutes: timesheets.minutes });
      if (!moved) return;
      submitted++;
      await mailWeekSubmitted(tx, {
        applicationId: week.applicationId,
        engagementId: week.engagementId,
        weekStart: week.weekStart,
        minutes: moved.minutes,
        reviewDeadline: deadline,
        companyZone: zone,
        auto: true,
      });
    });
  }
  return submitted;
}

/**
 * Every submitted week whose review deadline has come by `now`, neither approved nor disputed, is approved and
 * marked automatic: one conditional update, so a week the client answers at the same moment moves once.
 */
export async function autoApproveWeeks(db: Db, now: Date): Promise<number> {
  const approved = await db
    .update(timesheets)
    .set({ status: "approved", autoApproved: true, reviewedAt: now, disputeReason: null, updatedAt: now })
    .where(and(eq(timesheets.status, "submitted"), lte(timesheets.reviewDeadline, now)))
    .returning({ id: timesheets.id });
  return approved.length;
}
