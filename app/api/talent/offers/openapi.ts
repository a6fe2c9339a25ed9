import type { ApiOperation } from "@/lib/openapi/operation";
import { offersAnswerSchema } from "@/lib/validation/offers";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/talent/offers",
    summary: "Own offers with their terms and shown status (expired once past expires_at), newest first",
    tag: "Talent",
    token: "talent",
    success: { status: 200, description: "Offers, newest first", schema: offersAnswerSchema },
    errors: [],
  },
];
