import "server-only";

import { and, desc, eq, lt } from "drizzle-orm";

import type { MemberKind } from "@/lib/accounts/kinds";
import {
  beforeQuerySchema,
  MESSAGES_PAGE,
  type Message,
  type MessagesPage,
  type ReadPositions,
} from "@/lib/validation/conversations";

import { conversations, messages } from "../db/schema";
import type { Db } from "../db/types";
import { assertParticipant, type Participant } from "./participant";

export type MessageRow = typeof messages.$inferSelect;

export const messageJson = (row: Pick<MessageRow, "id" | "authorKind" | "body" | "createdAt">): Message => ({
  id: row.id,
  // Only talent and clients write messages; the column shares the account-kind type.
  author: row.authorKind as MemberKind,
  body: row.body,
  created_at: row.createdAt.toISOString(),
});

export async function readPositions(db: Db, applicationId: number): Promise<ReadPositions> {
  const [row] = await db
    .select({ talent: conversations.talentReadUpTo, client: conversations.clientReadUpTo })
    .from(conversations)
    .where(eq(conversations.applicationId, applicationId));
  return { talent: row?.talent ?? null, client: row?.client ?? null };
}

/** A page of one conversation: the newest messages before `?before=` (all when absent), oldest first. */
export async function listMessages(
  db: Db,
  who: Participant,
  applicationId: number,
  searchParams: URLSearchParams,
): Promise<MessagesPage> {
  await assertParticipant(db, who, applicationId);
  const { before } = beforeQuerySchema.parse(Object.fromEntries(searchParams));
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.applicationId, applicationId), before ? lt(messages.id, before) : undefined))
    .orderBy(desc(messages.id))
    .limit(MESSAGES_PAGE + 1);
  return {
    data: rows.slice(0, MESSAGES_PAGE).reverse().map(messageJson),
    read_up_to: await readPositions(db, applicationId),
    has_more: rows.length > MESSAGES_PAGE,
  };
}
