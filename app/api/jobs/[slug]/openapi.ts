import { z } from "zod";

import type { ApiOperation } from "@/lib/openapi/operation";
import { jobSchema } from "@/lib/validation/jobs";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/jobs/{slug}",
    summary: "One open job; 410 once it is closed (or past its closing date), 404 for a draft or unknown slug",
    tag: "Jobs",
    pathParams: z.object({ slug: z.string() }),
    success: { status: 200, description: "The job", schema: z.object({ data: jobSchema }) },
    errors: [404, 410],
  },
];
