import { z } from "zod";

import type { ApiOperation } from "@/lib/openapi/operation";
import { offerAnswerSchema } from "@/lib/validation/offers";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/client/offers/{id}/withdraw",
    summary: "Withdraw an offer the talent has not answered",
    tag: "Client",
    token: "client",
    pathParams: z.object({ id: z.string().describe("A numeric offer id") }),
    success: { status: 200, description: "The withdrawn offer", schema: offerAnswerSchema },
    errors: [404, 409],
    errorDescriptions: { 409: "Already answered, withdrawn, superseded or expired" },
  },
];
