import { auditPageSchema, auditQuerySchema } from "@/lib/validation/audit-log";
import { mailDetailSchema, mailIdParamSchema, mailLogPageSchema, mailLogQuerySchema } from "@/lib/validation/mail-log";
import { metricsQuerySchema, metricsResponseSchema } from "@/lib/validation/metrics";
import { z } from "@/lib/validation/zod";

import type { ApiOperation } from "./operations";

const mailResponse = z.object({ data: mailDetailSchema });

/** What managers read: the audit log (and its CSV export), the weekly metrics and the mail log. */
export const managerLogOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/manage/audit",
    summary:
      "The audit log, newest first, paginated; with format=csv every matching row as a CSV attachment (text/csv: at, manager, manager_email, action, target_kind, target_id, before, after)",
    tag: "Manager",
    token: "manager",
    query: auditQuerySchema,
    success: { status: 200, description: "One page of entries, or the CSV file", schema: auditPageSchema },
    errors: [422],
  },
  {
    method: "get",
    path: "/api/manage/metrics",
    summary:
      "Weekly sign-ups, complete profiles, vetting submissions, vetted, applications and hires (ISO weeks, oldest first), totals and the vetted share",
    tag: "Manager",
    token: "manager",
    query: metricsQuerySchema,
    success: { status: 200, description: "The weekly series", schema: metricsResponseSchema },
    errors: [422],
  },
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
  {
    method: "get",
    path: "/api/manage/mail/{id}",
    summary: "One message with its text part and the links in it",
    tag: "Manager",
    token: "manager",
    pathParams: mailIdParamSchema,
    success: { status: 200, description: "The message", schema: mailResponse },
    errors: [404],
  },
  {
    method: "post",
    path: "/api/manage/mail/{id}/retry",
    summary: "Put a parked message back in the queue with its attempts reset (writes the audit entry mail.retry)",
    tag: "Manager",
    token: "manager",
    pathParams: mailIdParamSchema,
    success: { status: 200, description: "The message, pending again", schema: mailResponse },
    errors: [404, 409],
  },
];
