import type { ApiOperation } from "@/lib/openapi/operation";
import { manageReportsQuerySchema } from "@/lib/validation/job-review";
import { messageReportsPageSchema } from "@/lib/validation/message-reports";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/manage/message-reports",
    summary:
      "Message reports: open ones oldest first (the queue), or resolved ones newest first; with the message, its author, the job and the messages around it",
    tag: "Manager",
    token: "manager",
    query: manageReportsQuerySchema,
    success: { status: 200, description: "A page of message reports", schema: messageReportsPageSchema },
    errors: [422],
  },
];
