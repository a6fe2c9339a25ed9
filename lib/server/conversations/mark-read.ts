import "server-only";

import { and, eq, lt, sql } from "drizzle-orm";

import { readRequestSchema, type ReadPositions } from "@/lib/validation/conversations";

import { conversations, messages } from "../db/schema";
import type { Db } from "../db/types";
import { publishToApplication } from "../events/publish";
import { validationFailed } from "../http/errors";
import { readJson } from "../http/json-body";
import { readPositions } from "./messages";
import { assertParticipant, readPositionOf, type Participant } from "./participant";

/**
 * Raises `who`'s read position to a message of this conversation; an older one leaves it where it is. A raise is a
 * live `read` event to both sides: the other sees how far it was read, the reader's other tabs drop their unread.
 */
export async function markRead(
  db: Db,
  who: Participant,
  applicationId: number,
  request: Request,
): Promise<ReadPositions> {
  await assertParticipant(db, who, applicationId);
  const { up_to } = readRequestSchema.parse(await readJson(request));
  const [message] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, up_to), eq(messages.applicationId, applicationId)));
  if (!message) throw validationFailed({ up_to: ["The up_to must be a message of this conversation."] });

  const own = readPositionOf(who.kind);
  await db.transaction(async (tx) => {
    const raised = await tx
      .update(conversations)
      .set({ [own.field]: up_to })
      .where(and(eq(conversations.applicationId, applicationId), lt(sql`coalesce(${own.column}, 0)`, up_to)))
      .returning({ applicationId: conversations.applicationId });
    if (raised.length === 0) return;
    const positions = await readPositions(tx, applicationId);
    await publishToApplication(tx, "read", { application_id: applicationId, reader: who.kind, read_up_to: positions });
  });
  return readPositions(db, applicationId);
}
