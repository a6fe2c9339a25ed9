import { optional, text } from "./fields";
import { listMetaSchema, pageField } from "./manage-lists";
import { z } from "./zod";

export const MAIL_LOG_PER_PAGE = 25;
/** Where an outbox message stands: waiting to go (or to retry), sent, or parked after too many failures. */
export const MAIL_STATUSES = ["pending", "sent", "parked"] as const;
export const MAIL_LOG_STATUSES = ["all", "parked", "pending", "sent"] as const;
export type MailLogStatus = (typeof MAIL_LOG_STATUSES)[number];

export const mailLogQuerySchema = z.object({
  status: optional(
    z.enum(MAIL_LOG_STATUSES, { error: `The status must be one of: ${MAIL_LOG_STATUSES.join(", ")}.` }),
  ).default("all"),
  q: optional(text("search", 200)).describe("Part of the recipient's address or of the subject (case-insensitive)."),
  page: pageField,
});
export type MailLogQuery = z.infer<typeof mailLogQuerySchema>;

export const mailIdParamSchema = z.object({ id: z.number().int().min(1) });

export const mailSummarySchema = z.object({
  id: z.number().int(),
  recipient: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;

export const mailDetailSchema = mailSummarySchema.extend({
  text: z.string().describe("The message's text part"),
  links: z.array(z.string()).describe("The http(s) links in the text part, each once, in order"),
});
export type MailDetail = z.infer<typeof mailDetailSchema>;

export const mailCountsSchema = z.object({
  all: z.number().int(),
  parked: z.number().int(),
  pending: z.number().int(),
  sent: z.number().int(),
});
export type MailCounts = z.infer<typeof mailCountsSchema>;

export const mailLogPageSchema = z.object({
  data: z.array(mailSummarySchema),
  meta: listMetaSchema.extend({ counts: mailCountsSchema.describe("Messages per status, whatever the status filter") }),
});
