import "server-only";

import { and, eq, inArray, sql } from "drizzle-orm";

import { OPEN_INTERVIEW_STATUSES } from "@/lib/interviews/states";
import { cancelRequestSchema, type Interview } from "@/lib/validation/interviews";

import type { Participant } from "../conversations/participant";
import { interviews } from "../db/schema";
import type { Db } from "../db/types";
import { publishToApplication } from "../events/publish";
import { readJson } from "../http/json-body";
import { interviewParties, lockedInterview } from "./access";
import { enqueueCalendarInvites, enqueueProposalCancelled } from "./calendar-mail";
import { interviewJson } from "./interview-json";
import { assertInterviewMove, assertNotOver } from "./move";

/** Either side cancels an open interview with a reason; `sequence` rises so a calendar's CANCEL supersedes. */
export async function cancelInterview(db: Db, who: Participant, interviewId: number, request: Request) {
  await interviewParties(db, who, interviewId);
  const { reason } = cancelRequestSchema.parse(await readJson(request));
  await db.transaction(async (tx) => {
    const row = await lockedInterview(tx, interviewId);
    assertInterviewMove(row.status, "cancelled");
    assertNotOver(row);
    await tx
      .update(interviews)
      .set({
        status: "cancelled",
        cancelReason: reason,
        cancelledBy: who.kind,
        sequence: sql`${interviews.sequence} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(interviews.id, interviewId), inArray(interviews.status, [...OPEN_INTERVIEW_STATUSES])));
    if (row.status === "booked") await enqueueCalendarInvites(tx, interviewId, "CANCEL");
    else await enqueueProposalCancelled(tx, interviewId, who.kind, reason);
    const interview = { application_id: row.applicationId, interview_id: interviewId, status: "cancelled" as const };
    await publishToApplication(tx, "interview", interview);
  });
  const interview: Interview = await interviewJson(db, interviewId);
  return interview;
}
