import { z } from "zod";

import { data, type ApiOperation } from "@/lib/openapi/operation";
import { filedMessageReportSchema, messageReportRequestSchema } from "@/lib/validation/message-reports";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/client/messages/{id}/report",
    summary:
      "Report a message the other side of one's own conversation wrote (own message: 422; someone else's conversation: 404); it joins the managers' reports with its conversation",
    tag: "Client",
    token: "client",
    pathParams: z.object({ id: z.string().describe("A numeric message id") }),
    body: { schema: messageReportRequestSchema, jsonOnly: true },
    success: { status: 201, description: "The report", schema: data(filedMessageReportSchema) },
    errors: [404, 409, 415, 422],
    errorDescriptions: { 409: "This person already reported this message" },
  },
];
