import "server-only";

import { and, eq, sql } from "drizzle-orm";

import { idempotencyKeySchema, messageRequestSchema, type Message } from "@/lib/validation/conversations";

import { conversations, messages } from "../db/schema";
import type { Db } from "../db/types";
import { publishToApplication } from "../events/publish";
import { validationFailed } from "../http/errors";
import { readJson } from "../http/json-body";
import { consume, limits } from "../rate-limit/limits";
import { messageJson, type MessageRow } from "./messages";
import { assertParticipant, readPositionOf, type Participant } from "./participant";

export type Sent = { message: Message; replayed: boolean };

function idempotencyKeyOf(request: Request): string | null {
  const raw = request.headers.get("idempotency-key");
  if (raw === null) return null;
  const parsed = idempotencyKeySchema.safeParse(raw);
  if (!parsed.success) throw validationFailed({ "Idempotency-Key": parsed.error.issues.map((i) => i.message) });
  return parsed.data;
}

async function sentWithKey(db: Db, who: Participant, key: string): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.authorKind, who.kind), eq(messages.authorId, who.id), eq(messages.idempotencyKey, key)));
  return row;
}

/** The first send with this key, answered again; the same key with other words or elsewhere is refused. */
function replay(row: MessageRow, applicationId: number, body: string): Sent {
  if (row.applicationId !== applicationId || row.body !== body)
    throw validationFailed({ "Idempotency-Key": ["This Idempotency-Key was already used for another message."] });
  return { message: messageJson(row), replayed: true };
}

/** A message to send: its body as validated by `messageRequestSchema`, and the key that makes a retry find it. */
export type NewMessage = { body: string; idempotencyKey: string | null };

/**
 * Sends a message as `who`, who the caller has checked takes part (`assertParticipant`): the one write path of the
 * API and of replies by mail (lib/server/mail/inbound). With an idempotency key, a retry finds the first message and
 * is not counted against the rate limit; of two retries at once (both counted), the unique index on author and key
 * lets one write.
 */
export async function sendMessage(db: Db, who: Participant, applicationId: number, message: NewMessage): Promise<Sent> {
  const { body, idempotencyKey: key } = message;
  const earlier = key ? await sentWithKey(db, who, key) : undefined;
  if (earlier) return replay(earlier, applicationId, body);
  await consume(db, limits().messagesPerSender, `${who.kind}:${who.id}`, "Too many messages.");

  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(messages)
      .values({ applicationId, authorKind: who.kind, authorId: who.id, body, idempotencyKey: key })
      .onConflictDoNothing({ target: [messages.authorKind, messages.authorId, messages.idempotencyKey] })
      .returning();
    if (!inserted) return undefined;
    // The sender has seen the conversation up to what they wrote.
    const own = readPositionOf(who.kind);
    await tx
      .insert(conversations)
      .values({ applicationId, lastMessageId: inserted.id, [own.field]: inserted.id })
      .onConflictDoUpdate({
        target: conversations.applicationId,
        set: {
          lastMessageId: sql`greatest(${conversations.lastMessageId}, excluded.last_message_id)`,
          [own.field]: sql`greatest(coalesce(${own.column}, 0), ${inserted.id})`,
        },
      });
    await publishToApplication(tx, "message", { application_id: applicationId, message: messageJson(inserted) });
    return inserted;
  });
  if (row) return { message: messageJson(row), replayed: false };
  // A concurrent retry with the same key wrote first; its row is committed now.
  return replay((await sentWithKey(db, who, key!))!, applicationId, body);
}

/** POST …/applications/{id}/messages: `{ body }` and an optional Idempotency-Key header, sent as `who`. */
export async function postMessage(db: Db, who: Participant, applicationId: number, request: Request): Promise<Sent> {
  await assertParticipant(db, who, applicationId);
  const { body } = messageRequestSchema.parse(await readJson(request));
  return sendMessage(db, who, applicationId, { body, idempotencyKey: idempotencyKeyOf(request) });
}
