import { z } from "zod";

import { data, type ApiOperation } from "@/lib/openapi/operation";
import { cancelRequestSchema, interviewSchema } from "@/lib/validation/interviews";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/client/interviews/{id}/cancel",
    summary: "Cancel a proposed or booked interview with a reason (1–500 characters); its sequence rises",
    tag: "Client",
    token: "client",
    pathParams: z.object({ id: z.string().describe("A numeric interview id") }),
    body: { schema: cancelRequestSchema, jsonOnly: true },
    success: { status: 200, description: "The cancelled interview", schema: data(interviewSchema) },
    errors: [404, 409, 415, 422],
    errorDescriptions: { 409: "Already cancelled, or it has already taken place" },
  },
];
