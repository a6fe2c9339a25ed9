import type { ApiOperation } from "@/lib/openapi/operation";
import { mailDetailSchema, mailIdParamSchema } from "@/lib/validation/mail-log";
import { z } from "@/lib/validation/zod";

const mailResponse = z.object({ data: mailDetailSchema });

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/manage/mail/{id}",
    summary:
      "One message with its text part and the links in it; a link's token reads [redacted] (only the recipient's mail carries it). Writes the audit entry mail.read",
    tag: "Manager",
    token: "manager",
    pathParams: mailIdParamSchema,
    success: { status: 200, description: "The message", schema: mailResponse },
    errors: [404],
  },
];
