import { z } from "zod";

import type { ApiOperation } from "@/lib/openapi/operation";
import { disputeRequestSchema, timesheetAnswerSchema } from "@/lib/validation/timesheets";

const pathParams = z.object({ id: z.string().describe("A numeric timesheet id") });

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/client/timesheets/{id}/dispute",
    summary: "Dispute a submitted week before its review deadline, with a reason: it goes back to the talent",
    tag: "Client",
    token: "client",
    pathParams,
    body: { schema: disputeRequestSchema, jsonOnly: true },
    success: { status: 200, description: "The disputed week", schema: timesheetAnswerSchema },
    errors: [404, 409, 415, 422],
    errorDescriptions: { 409: "The week is not submitted, or its review deadline has passed" },
  },
];
