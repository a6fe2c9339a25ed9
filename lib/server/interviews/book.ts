import "server-only";

import { and, eq, lt, ne, or, sql } from "drizzle-orm";

import { bookRequestSchema, type Interview } from "@/lib/validation/interviews";

import { isUniqueViolation } from "../db/errors";
import { interviews } from "../db/schema";
import type { Db } from "../db/types";
import { publishToApplication } from "../events/publish";
import { apiError } from "../http/error-codes";
import { validationFailed } from "../http/errors";
import { readJson } from "../http/json-body";
import { interviewParties, lockedInterview, type InterviewRow } from "./access";
import { enqueueCalendarInvites } from "./calendar-mail";
import { interviewJson } from "./interview-json";
import { assertInterviewMove } from "./move";

const taken = () => apiError("conflict", "This time is no longer free: pick another slot.");

/** 409 when either person has a booking overlapping [start, start + duration) other than this interview. */
async function assertFree(tx: Db, row: InterviewRow, start: Date) {
  const end = new Date(start.getTime() + row.durationMinutes * 60_000);
  const [clash] = await tx
    .select({ id: interviews.id })
    .from(interviews)
    .where(
      and(
        eq(interviews.status, "booked"),
        ne(interviews.id, row.id),
        or(eq(interviews.talentId, row.talentId), eq(interviews.companyId, row.companyId)),
        lt(interviews.startsAt, end),
        sql`${interviews.startsAt} + make_interval(mins => ${interviews.durationMinutes}::int) > ${start.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  if (clash) throw taken();
}

/**
 * The talent books one offered start. The row lock and the `status = 'proposed'` condition make the first of two
 * books win and the second answer 409; the partial unique indexes catch two interviews booked at the same start.
 */
export async function bookInterview(db: Db, talentId: number, interviewId: number, request: Request) {
  await interviewParties(db, { kind: "talent", id: talentId }, interviewId);
  const { start: asked } = bookRequestSchema.parse(await readJson(request));
  const start = new Date(asked);
  try {
    await db.transaction(async (tx) => {
      const row = await lockedInterview(tx, interviewId);
      assertInterviewMove(row.status, "booked");
      if (!row.offeredStarts.some((offered) => offered.getTime() === start.getTime()))
        throw validationFailed({ start: ["This start was not offered: pick one of the interview's slots."] });
      if (start.getTime() <= Date.now()) throw validationFailed({ start: ["This slot has already passed."] });
      await assertFree(tx, row, start);
      const booked = await tx
        .update(interviews)
        // A rebooking follows a CANCEL sent at the current SEQUENCE: its REQUEST must carry a higher one
        // (RFC 5546), or calendars may keep the event cancelled. A first booking stays at 0.
        .set({
          status: "booked",
          startsAt: start,
          sequence: sql`case when ${interviews.sequence} > 0 then ${interviews.sequence} + 1 else 0 end`,
          // A new booking is reminded anew (lib/server/interviews/reminders.ts).
          bookedAt: sql`now()`,
          reminded24hAt: null,
          reminded1hAt: null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(interviews.id, interviewId), eq(interviews.status, "proposed")))
        .returning({ id: interviews.id });
      if (booked.length === 0) assertInterviewMove("booked", "booked");
      await enqueueCalendarInvites(tx, interviewId, "REQUEST");
      const interview = { application_id: row.applicationId, interview_id: interviewId, status: "booked" as const };
      await publishToApplication(tx, "interview", interview);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  const interview: Interview = await interviewJson(db, interviewId);
  return interview;
}
