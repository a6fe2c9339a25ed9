import { MEMBER_KINDS } from "@/lib/accounts/kinds";
import { APPLICATION_STAGES } from "@/lib/applications/stages";

import { z } from "./zod";

/** The longest message, in characters after trimming. */
export const MESSAGE_MAX = 5_000;
/** Messages per page of a conversation, and conversations per page of the inbox. */
export const MESSAGES_PAGE = 50;
export const CONVERSATIONS_PAGE = 30;

const messageId = (label: string) =>
  z.coerce
    .number({ error: `The ${label} must be a message id.` })
    .int(`The ${label} must be a message id.`)
    .min(1, `The ${label} must be a message id.`)
    .max(Number.MAX_SAFE_INTEGER, `The ${label} must be a message id.`);

/** POST /api/{talent|client}/applications/{id}/messages: plain text, stored trimmed. */
export const messageRequestSchema = z.strictObject({
  body: z
    .string({ error: "The body field is required." })
    .trim()
    .min(1, "The body field is required.")
    .max(MESSAGE_MAX, `The message may not be greater than ${MESSAGE_MAX} characters.`),
});

/** The optional `Idempotency-Key` header of a send. */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(1, "The Idempotency-Key may not be empty.")
  .max(255, "The Idempotency-Key may not be greater than 255 characters.")
  .regex(/^[\x21-\x7e]+$/, "The Idempotency-Key must be printable ASCII without spaces.");

/** POST /api/{talent|client}/applications/{id}/messages/read */
export const readRequestSchema = z.strictObject({ up_to: messageId("up_to") });

/** `?before=` of a conversation's messages (a message id) or of the inbox (a last message's id). */
export const beforeQuerySchema = z.object({ before: messageId("before").optional() });

export const messageSchema = z.object({
  id: z.number().int(),
  author: z.enum(MEMBER_KINDS),
  body: z.string().describe("Plain text, never HTML"),
  created_at: z.iso.datetime(),
});
export type Message = z.infer<typeof messageSchema>;

/** How far each side has read: the last message id it saw, or null. */
export const readPositionsSchema = z.object({
  talent: z.number().int().nullable(),
  client: z.number().int().nullable(),
});
export type ReadPositions = z.infer<typeof readPositionsSchema>;

export const messagesPageSchema = z.object({
  data: z.array(messageSchema).describe(`At most ${MESSAGES_PAGE}, oldest first; the newest page unless \`before\``),
  read_up_to: readPositionsSchema,
  has_more: z.boolean().describe("Older messages exist: ask again with `before` set to the first id"),
});
export type MessagesPage = z.infer<typeof messagesPageSchema>;

const conversationBase = {
  application: z.object({
    id: z.number().int(),
    stage: z.enum(APPLICATION_STAGES),
    job: z.object({ id: z.number().int(), title: z.string(), slug: z.string() }),
  }),
  last_message: messageSchema,
  unread: z.number().int().describe("Messages from the other side after this side's read position"),
};

export const talentConversationSchema = z.object({
  ...conversationBase,
  company: z.object({ name: z.string(), slug: z.string().nullable(), logo_url: z.string().nullable() }),
});
export type TalentConversation = z.infer<typeof talentConversationSchema>;

export const clientConversationSchema = z.object({
  ...conversationBase,
  talent: z.object({
    id: z.number().int(),
    name: z.string(),
    handle: z.string().nullable(),
    avatar_url: z.string().nullable(),
  }),
});
export type ClientConversation = z.infer<typeof clientConversationSchema>;

/** The inbox's answers: conversations with a message, by last activity, newest first. */
const inboxMeta = z.object({
  next_before: z.number().int().nullable().describe("Pass as `before` for the next page; null on the last"),
});
export const talentInboxSchema = z.object({ data: z.array(talentConversationSchema), meta: inboxMeta });
export const clientInboxSchema = z.object({ data: z.array(clientConversationSchema), meta: inboxMeta });
export type InboxMeta = z.infer<typeof inboxMeta>;

/** GET /api/{talent|client}/conversations/unread: the sidebar's badge. */
export const unreadTotalSchema = z.object({
  data: z.object({ unread: z.number().int().describe("Unread messages from the other side, over every conversation") }),
});

/** A conversation's header, for its page: the job and the other party (the company, or the talent). */
export type ConversationContext = {
  application_id: number;
  stage: (typeof APPLICATION_STAGES)[number];
  job: { id: number; title: string; slug: string };
  other: { name: string; avatar_url: string | null; handle: string | null };
};
