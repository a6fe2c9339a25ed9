import type { ApiOperation } from "@/lib/openapi/operation";
import { mailLogPageSchema, mailLogQuerySchema } from "@/lib/validation/mail-log";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/manage/mail",
    summary:
      "The mail log: messages newest first, by status (pending, sent, parked), searchable by recipient or subject",
    tag: "Manager",
    token: "manager",
    query: mailLogQuerySchema,
    success: { status: 200, description: "One page of messages and the counts per status", schema: mailLogPageSchema },
    errors: [422],
  },
];
