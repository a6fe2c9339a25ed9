import "server-only";

import { and, eq, sql } from "drizzle-orm";

import { readRequestSchema, type ReadPositions } from "@/lib/validation/conversations";

import { conversations, messages } from "../db/schema";
import type { Db } from "../db/types";
import { validationFailed } from "../http/errors";
import { readJson } from "../http/json-body";
import { readPositions } from "./messages";
import { assertParticipant, readPositionOf, type Participant } from "./participant";

/** Raises `who`'s read position to a message of this conversation; an older one leaves it where it is. */
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
  await db
    .update(conversations)
    .set({ [own.field]: sql`greatest(coalesce(${own.column}, 0), ${up_to})` })
    .where(eq(conversations.applicationId, applicationId));
  return readPositions(db, applicationId);
}
