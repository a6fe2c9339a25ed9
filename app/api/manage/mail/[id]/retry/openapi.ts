import type { ApiOperation } from "@/lib/openapi/operation";
import { mailDetailSchema, mailIdParamSchema } from "@/lib/validation/mail-log";
import { z } from "@/lib/validation/zod";

const mailResponse = z.object({ data: mailDetailSchema });

export const operations: ApiOperation[] = [
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
