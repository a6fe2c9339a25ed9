import { z } from "zod";

import { data, type ApiOperation } from "@/lib/openapi/operation";
import { readPositionsSchema, readRequestSchema } from "@/lib/validation/conversations";

const idParam = z.object({ id: z.string().describe("A numeric application id") });

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/talent/applications/{id}/messages/read",
    summary: "Mark the conversation read up to a message of it; an older id leaves the position where it is",
    tag: "Talent",
    token: "talent",
    pathParams: idParam,
    body: { schema: readRequestSchema, jsonOnly: true },
    success: { status: 200, description: "Both sides' read positions", schema: data(readPositionsSchema) },
    errors: [404, 415, 422],
  },
];
