import { z } from "zod";

import type { ApiOperation } from "@/lib/openapi/operation";
import { capChangeRequestSchema, engagementAnswerSchema } from "@/lib/validation/engagements";

const pathParams = z.object({ id: z.string().describe("A numeric engagement id") });

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/client/engagements/{id}",
    summary: "One of the company's engagements",
    tag: "Client",
    token: "client",
    pathParams,
    success: { status: 200, description: "The engagement", schema: engagementAnswerSchema },
    errors: [404],
  },
  {
    method: "patch",
    path: "/api/client/engagements/{id}",
    summary: "Change an hourly engagement's weekly hour cap, from next Monday in the company's time zone",
    tag: "Client",
    token: "client",
    pathParams,
    body: { schema: capChangeRequestSchema, jsonOnly: true },
    success: { status: 200, description: "The engagement with its next cap", schema: engagementAnswerSchema },
    errors: [404, 409, 415, 422],
    errorDescriptions: { 409: "The engagement has ended" },
  },
];
