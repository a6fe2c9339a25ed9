import "server-only";

import type { MemberKind } from "@/lib/accounts/kinds";
import type { ConversationContext, MessagesPage } from "@/lib/validation/conversations";

import type { Db } from "../db/types";
import { conversationContext } from "./conversation-context";
import { listMessages } from "./messages";

/**
 * A conversation page's data: its header and newest messages, or null when the path's application id is malformed
 * or not this side's (the page then answers as for an unknown one).
 */
export async function openConversation(
  db: Db,
  side: MemberKind,
  accountId: number,
  rawApplicationId: string,
): Promise<{ context: ConversationContext; page: MessagesPage } | null> {
  if (!/^\d{1,15}$/.test(rawApplicationId) || Number(rawApplicationId) < 1) return null;
  const who = { kind: side, id: accountId };
  const context = await conversationContext(db, who, Number(rawApplicationId));
  if (!context) return null;
  return { context, page: await listMessages(db, who, context.application_id, new URLSearchParams()) };
}
