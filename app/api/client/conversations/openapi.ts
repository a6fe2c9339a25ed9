import type { ApiOperation } from "@/lib/openapi/operation";
import { beforeQuerySchema, clientInboxSchema } from "@/lib/validation/conversations";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/client/conversations",
    summary: "The inbox: conversations with at least one message, by last activity, newest first, 30 a page",
    tag: "Client",
    token: "client",
    query: beforeQuerySchema,
    success: { status: 200, description: "Conversations and the next page's `before`", schema: clientInboxSchema },
    errors: [422],
  },
];
