import "server-only";

import { eq } from "drizzle-orm";

import type { FiledMessageReport, MessageReportRequest } from "@/lib/validation/message-reports";

import { messageReports, messages } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";
import { validationFailed } from "../http/errors";
import { assertParticipant, type Participant } from "./participant";

/**
 * Files a participant's report of a message the other side wrote. A message of someone else's conversation is
 * 404 (as an unknown id), one's own message 422, and a second report of the same message by the same person 409
 * (the unique index decides, also in a race).
 */
export async function reportMessage(
  db: Db,
  who: Participant,
  messageId: number,
  report: MessageReportRequest,
): Promise<FiledMessageReport> {
  const [message] = await db
    .select({ applicationId: messages.applicationId, authorKind: messages.authorKind })
    .from(messages)
    .where(eq(messages.id, messageId));
  if (!message) throw apiError("not_found", "Message not found.");
  try {
    await assertParticipant(db, who, message.applicationId);
  } catch {
    throw apiError("not_found", "Message not found.");
  }
  if (message.authorKind === who.kind)
    throw validationFailed({ message: ["Only a message from the other side can be reported."] });
  const [filed] = await db
    .insert(messageReports)
    .values({ messageId, reporterKind: who.kind, reporterId: who.id, reason: report.reason })
    .onConflictDoNothing()
    .returning();
  if (!filed) throw apiError("conflict", "You already reported this message.");
  return {
    id: filed.id,
    message_id: filed.messageId,
    reason: filed.reason,
    created_at: filed.createdAt.toISOString(),
  };
}
