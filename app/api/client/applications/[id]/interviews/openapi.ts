import { z } from "zod";

import { data, type ApiOperation } from "@/lib/openapi/operation";
import { interviewSchema, proposeRequestSchema } from "@/lib/validation/interviews";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/client/applications/{id}/interviews",
    summary:
      "Propose an interview: 3–10 starts from interview-slots, a https video link or a phone number, a note. An application in applied or screening moves to interview",
    tag: "Client",
    token: "client",
    pathParams: z.object({ id: z.string().describe("A numeric application id") }),
    body: { schema: proposeRequestSchema, jsonOnly: true },
    success: { status: 201, description: "The proposed interview", schema: data(interviewSchema) },
    errors: [404, 409, 415, 422],
    errorDescriptions: {
      409: "The application already has a proposed or booked interview",
    },
  },
];
