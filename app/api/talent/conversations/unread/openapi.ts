import type { ApiOperation } from "@/lib/openapi/operation";
import { unreadTotalSchema } from "@/lib/validation/conversations";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/talent/conversations/unread",
    summary: "The unread total for the sidebar's badge: messages from the other side after this side's read positions",
    tag: "Talent",
    token: "talent",
    success: { status: 200, description: "The unread total", schema: unreadTotalSchema },
    errors: [],
  },
];
