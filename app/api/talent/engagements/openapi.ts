import type { ApiOperation } from "@/lib/openapi/operation";
import { engagementsAnswerSchema } from "@/lib/validation/engagements";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/talent/engagements",
    summary: "Own engagements with their terms, status (company time), trial and end, newest first",
    tag: "Talent",
    token: "talent",
    success: { status: 200, description: "Engagements, newest first", schema: engagementsAnswerSchema },
    errors: [],
  },
];
