import { z } from "zod";

import { data, type ApiOperation } from "@/lib/openapi/operation";
import { messageReportSchema, resolveMessageReportSchema } from "@/lib/validation/message-reports";

const idParam = z.object({ id: z.string().describe("A numeric id") });

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/manage/message-reports/{id}/resolve",
    summary:
      "Resolve an open message report: dismissed, or author_suspended (also suspends the message's author); 409 once resolved",
    tag: "Manager",
    token: "manager",
    pathParams: idParam,
    body: { schema: resolveMessageReportSchema, jsonOnly: true },
    success: { status: 200, description: "The resolved report", schema: data(messageReportSchema) },
    errors: [400, 404, 409, 415, 422],
  },
];
