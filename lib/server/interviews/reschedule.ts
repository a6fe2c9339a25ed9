import "server-only";

import { eq, sql } from "drizzle-orm";

import {
  clientRescheduleRequestSchema,
  talentRescheduleRequestSchema,
  type Interview,
} from "@/lib/validation/interviews";

import { interviews } from "../db/schema";
import type { Db } from "../db/types";
import { publishToApplication } from "../events/publish";
import { apiError } from "../http/error-codes";
import { readJson } from "../http/json-body";
import { interviewParties, lockedInterview, type InterviewRow } from "./access";
import { enqueueCalendarInvites } from "./calendar-mail";
import { interviewJson } from "./interview-json";
import { assertInterviewMove, assertNotOver } from "./move";
import { offeredStarts, slotsFor } from "./slots";

const moved = {
  status: "proposed" as const,
  startsAt: null,
  sequence: sql`${interviews.sequence} + 1`,
  updatedAt: sql`now()`,
};

/** Back to `proposed`: both sides' open tabs hear it. */
const publishRescheduled = (tx: Db, row: InterviewRow) =>
  publishToApplication(tx, "interview", {
    application_id: row.applicationId,
    interview_id: row.id,
    status: "proposed",
  });

/**
 * The client offers new slots for a proposed or booked interview: back to `proposed`, a booking given up, the
 * same `uid` and `sequence` + 1. The interview's own booking does not count as busy for the new slots.
 */
export async function clientReschedule(db: Db, clientId: number, interviewId: number, request: Request) {
  const parties = await interviewParties(db, { kind: "client", id: clientId }, interviewId);
  const body = clientRescheduleRequestSchema.parse(await readJson(request));
  await db.transaction(async (tx) => {
    const row = await lockedInterview(tx, interviewId);
    assertInterviewMove(row.status, "proposed");
    assertNotOver(row);
    const duration = body.duration_minutes ?? (row.durationMinutes as 30 | 45 | 60);
    const starts = offeredStarts(body.slots, await slotsFor(tx, parties, duration, new Date(), interviewId));
    await tx
      .update(interviews)
      .set({
        ...moved,
        durationMinutes: duration,
        offeredStarts: starts,
        ...(body.link === undefined ? {} : { link: body.link }),
        ...(body.phone === undefined ? {} : { phone: body.phone }),
        ...(body.note === undefined ? {} : { note: body.note || null }),
      })
      .where(eq(interviews.id, interviewId));
    if (row.startsAt && row.status === "booked") await enqueueCalendarInvites(tx, interviewId, "CANCEL", row.startsAt);
    await publishRescheduled(tx, row);
  });
  const interview: Interview = await interviewJson(db, interviewId);
  return interview;
}

/**
 * The talent cannot make slots (only the company knows its calendar), so a talent's reschedule gives the booking
 * up: back to `proposed` with the offered starts still ahead, minus the one given up, `sequence` + 1. To ask for
 * other times, the talent writes in the conversation; a proposal not yet booked has nothing to give up (409).
 */
export async function talentReschedule(db: Db, talentId: number, interviewId: number, request: Request) {
  await interviewParties(db, { kind: "talent", id: talentId }, interviewId);
  talentRescheduleRequestSchema.parse((await readJson(request)) ?? {});
  await db.transaction(async (tx) => {
    const row = await lockedInterview(tx, interviewId);
    if (row.status === "proposed")
      throw apiError(
        "conflict",
        "This interview is not booked yet: book a slot, or ask for other times in the conversation.",
      );
    assertInterviewMove(row.status, "proposed");
    assertNotOver(row);
    const now = Date.now();
    const left = row.offeredStarts.filter((s) => s.getTime() > now && s.getTime() !== row.startsAt?.getTime());
    await tx
      .update(interviews)
      .set({ ...moved, offeredStarts: left })
      .where(eq(interviews.id, interviewId));
    if (row.startsAt && row.status === "booked") await enqueueCalendarInvites(tx, interviewId, "CANCEL", row.startsAt);
    await publishRescheduled(tx, row);
  });
  const interview: Interview = await interviewJson(db, interviewId);
  return interview;
}
