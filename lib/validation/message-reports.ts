import { MEMBER_KINDS } from "@/lib/accounts/kinds";

import { messageSchema } from "./conversations";
import { optional, requiredText, text } from "./fields";
import { z } from "./zod";

export const MESSAGE_REPORT_REASON_MAX = 1_000;

/** POST /api/{talent|client}/messages/{id}/report: what is wrong with the other side's message. */
export const messageReportRequestSchema = z.strictObject({
  reason: requiredText("reason", MESSAGE_REPORT_REASON_MAX),
});
export type MessageReportRequest = z.infer<typeof messageReportRequestSchema>;

export const filedMessageReportSchema = z.object({
  id: z.number().int(),
  message_id: z.number().int(),
  reason: z.string(),
  created_at: z.iso.datetime(),
});
export type FiledMessageReport = z.infer<typeof filedMessageReportSchema>;

export const MESSAGE_REPORT_RESOLUTIONS = ["dismissed", "author_suspended"] as const;
export type MessageReportResolution = (typeof MESSAGE_REPORT_RESOLUTIONS)[number];

/** POST /api/manage/message-reports/{id}/resolve: author_suspended also suspends the message's author. */
export const resolveMessageReportSchema = z.strictObject({
  resolution: z.enum(MESSAGE_REPORT_RESOLUTIONS, { error: "The resolution must be dismissed or author_suspended." }),
  reason: optional(text("reason", MESSAGE_REPORT_REASON_MAX)).describe(
    "With author_suspended: the suspension's reason for the audit log; by default the report's reason",
  ),
});

const person = z.object({
  kind: z.enum(MEMBER_KINDS),
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
});

/** A message report as the console shows it: the message, its author, the job and the messages around it. */
export const messageReportSchema = z.object({
  id: z.number().int(),
  reason: z.string(),
  created_at: z.iso.datetime(),
  resolved_at: z.iso.datetime().nullable(),
  resolution: z.enum(MESSAGE_REPORT_RESOLUTIONS).nullable(),
  message: messageSchema,
  author: person.extend({ suspended: z.boolean() }),
  reporter: person,
  application_id: z.number().int(),
  job: z.object({ id: z.number().int(), title: z.string(), slug: z.string(), company_name: z.string() }),
  context: z.array(messageSchema).describe("Up to three messages before and after the reported one, oldest first"),
});
export type MessageReport = z.infer<typeof messageReportSchema>;

export const messageReportsPageSchema = z.object({
  data: z.array(messageReportSchema),
  meta: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  }),
});
