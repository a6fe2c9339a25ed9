import "server-only";

import { eq, inArray, sql } from "drizzle-orm";

import { feedbackRequestSchema, type InterviewFeedback } from "@/lib/validation/interview-feedback";

import { interviewFeedback } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";
import { readJson } from "../http/json-body";
import { interviewParties, lockedInterview } from "./access";

type FeedbackRow = typeof interviewFeedback.$inferSelect;

export const feedbackJson = (row: FeedbackRow): InterviewFeedback => ({
  communication: row.communication,
  skills: row.skills,
  hours_fit: row.hoursFit,
  overall: row.overall,
  recommendation: row.recommendation as InterviewFeedback["recommendation"],
  notes: row.notes,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/**
 * The company records (or replaces) its scorecard of an interview that was booked and whose end has passed:
 * one per interview, so a second call replaces it.
 */
export async function saveFeedback(db: Db, clientId: number, interviewId: number, request: Request) {
  await interviewParties(db, { kind: "client", id: clientId }, interviewId);
  const body = feedbackRequestSchema.parse(await readJson(request));
  return db.transaction(async (tx) => {
    const row = await lockedInterview(tx, interviewId);
    if (row.status !== "booked" || !row.startsAt)
      throw apiError("conflict", "Only a booked interview that has taken place can be scored.");
    if (row.startsAt.getTime() + row.durationMinutes * 60_000 > Date.now())
      throw apiError("conflict", "This interview has not ended yet: score it after it has taken place.");
    const values = {
      clientId,
      communication: body.communication,
      skills: body.skills,
      hoursFit: body.hours_fit,
      overall: body.overall,
      recommendation: body.recommendation,
      notes: body.notes,
    };
    const [before] = await tx
      .select({ id: interviewFeedback.interviewId })
      .from(interviewFeedback)
      .where(eq(interviewFeedback.interviewId, interviewId));
    const [saved] = before
      ? await tx
          .update(interviewFeedback)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(interviewFeedback.interviewId, interviewId))
          .returning()
      : await tx
          .insert(interviewFeedback)
          .values({ interviewId, ...values })
          .returning();
    return feedbackJson(saved!);
  });
}

/** The scorecards of some interviews, by interview id (for the company's own list only). */
export async function feedbackByInterview(db: Db, interviewIds: number[]): Promise<Map<number, InterviewFeedback>> {
  if (interviewIds.length === 0) return new Map();
  const rows = await db.select().from(interviewFeedback).where(inArray(interviewFeedback.interviewId, interviewIds));
  return new Map(rows.map((row) => [row.interviewId, feedbackJson(row)]));
}
