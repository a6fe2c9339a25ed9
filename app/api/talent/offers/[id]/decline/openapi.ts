import { z } from "zod";

import type { ApiOperation } from "@/lib/openapi/operation";
import { declineOfferRequestSchema, offerAnswerSchema } from "@/lib/validation/offers";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/talent/offers/{id}/decline",
    summary: "Decline an offer with a reason (the company reads it)",
    tag: "Talent",
    token: "talent",
    pathParams: z.object({ id: z.string().describe("A numeric offer id") }),
    body: { schema: declineOfferRequestSchema, jsonOnly: true },
    success: { status: 200, description: "The declined offer", schema: offerAnswerSchema },
    errors: [404, 409, 415, 422],
    errorDescriptions: { 409: "Expired, withdrawn, superseded or answered already" },
  },
];
