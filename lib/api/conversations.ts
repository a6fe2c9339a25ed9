import type { MemberKind } from "@/lib/accounts/kinds";
import {
  clientInboxSchema,
  messageSchema,
  messagesPageSchema,
  readPositionsSchema,
  talentInboxSchema,
  unreadTotalSchema,
  type Message,
  type MessagesPage,
  type ReadPositions,
} from "@/lib/validation/conversations";
import { filedMessageReportSchema } from "@/lib/validation/message-reports";
import { z } from "@/lib/validation/zod";

import { api } from "./client";

const beforeParams = (before?: number) => (before === undefined ? undefined : { before });

/** GET /api/talent/conversations: the talent's inbox, by last activity. */
export async function talentInboxRequest(before?: number, signal?: AbortSignal) {
  const response = await api.get("/api/talent/conversations", { params: beforeParams(before), signal });
  return talentInboxSchema.parse(response.data);
}

/** GET /api/client/conversations: the recruiter's inbox, by last activity. */
export async function clientInboxRequest(before?: number, signal?: AbortSignal) {
  const response = await api.get("/api/client/conversations", { params: beforeParams(before), signal });
  return clientInboxSchema.parse(response.data);
}

/** GET /api/{side}/applications/{id}/messages: the newest page, or the one before a message id. */
export async function messagesRequest(
  side: MemberKind,
  applicationId: number,
  before?: number,
  signal?: AbortSignal,
): Promise<MessagesPage> {
  const response = await api.get(`/api/${side}/applications/${applicationId}/messages`, {
    params: beforeParams(before),
    signal,
  });
  return messagesPageSchema.parse(response.data);
}

/** POST /api/{side}/applications/{id}/messages: send; pass the same `idempotencyKey` when retrying one send. */
export async function sendMessageRequest(
  side: MemberKind,
  applicationId: number,
  body: string,
  idempotencyKey: string,
): Promise<Message> {
  const response = await api.post(
    `/api/${side}/applications/${applicationId}/messages`,
    { body },
    { headers: { "Idempotency-Key": idempotencyKey } },
  );
  return z.object({ data: messageSchema }).parse(response.data).data;
}

/** POST /api/{side}/applications/{id}/messages/read: raise this side's read position. */
export async function markReadRequest(side: MemberKind, applicationId: number, upTo: number): Promise<ReadPositions> {
  const response = await api.post(`/api/${side}/applications/${applicationId}/messages/read`, { up_to: upTo });
  return z.object({ data: readPositionsSchema }).parse(response.data).data;
}

/** GET /api/{side}/conversations/unread: the sidebar's badge. */
export async function unreadTotalRequest(side: MemberKind, signal?: AbortSignal): Promise<number> {
  const response = await api.get(`/api/${side}/conversations/unread`, { signal });
  return unreadTotalSchema.parse(response.data).data.unread;
}

/** POST /api/{side}/messages/{id}/report: report the other side's message to the managers. */
export async function reportMessageRequest(side: MemberKind, messageId: number, reason: string) {
  const response = await api.post(`/api/${side}/messages/${messageId}/report`, { reason });
  return z.object({ data: filedMessageReportSchema }).parse(response.data).data;
}
