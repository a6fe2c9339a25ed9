import type { ApiOperation } from "@/lib/openapi/operation";
import { beforeQuerySchema, talentInboxSchema } from "@/lib/validation/conversations";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/talent/conversations",
    summary: "The inbox: conversations with at least one message, by last activity, newest first, 30 a page",
    tag: "Talent",
    token: "talent",
    query: beforeQuerySchema,
    success: { status: 200, description: "Conversations and the next page's `before`", schema: talentInboxSchema },
    errors: [422],
  },
];
