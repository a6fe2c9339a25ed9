import { z } from "zod";

import type { ApiOperation } from "@/lib/openapi/operation";
import { acceptOfferAnswerSchema } from "@/lib/validation/engagements";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/talent/offers/{id}/accept",
    summary: "Accept an offer: the engagement starts with its terms and the application is hired",
    tag: "Talent",
    token: "talent",
    pathParams: z.object({ id: z.string().describe("A numeric offer id") }),
    success: { status: 200, description: "The accepted offer and its engagement", schema: acceptOfferAnswerSchema },
    errors: [404, 409],
    errorDescriptions: {
      409: "Expired, withdrawn, superseded or answered already, or the application is no longer active",
    },
  },
];
