import { z } from "zod";

import type { ApiOperation } from "@/lib/openapi/operation";
import { jobApplicationsPageSchema, jobApplicationsQuerySchema } from "@/lib/validation/applications";

const idParam = z.object({ id: z.string().describe("A numeric id") });

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/client/jobs/{id}/applications",
    summary:
      "The applicants to one of the client's jobs by stage, oldest first in each: every stage's first page (or, with stage and cursor, one stage's next), with talent summary, history, private notes, and each stage's count and next cursor",
    tag: "Client",
    token: "client",
    pathParams: idParam,
    query: jobApplicationsQuerySchema,
    success: { status: 200, description: "The pages and each stage's count", schema: jobApplicationsPageSchema },
    errors: [404, 422],
  },
];
