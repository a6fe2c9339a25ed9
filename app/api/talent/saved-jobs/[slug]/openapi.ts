import { z } from "zod";

import { data, type ApiOperation } from "@/lib/openapi/operation";
import { savedJobSchema } from "@/lib/validation/applications";

const slugParam = z.object({ slug: z.string().describe("The job's slug") });

export const operations: ApiOperation[] = [
  {
    method: "put",
    path: "/api/talent/saved-jobs/{slug}",
    summary: "Save a job (idempotent)",
    tag: "Talent",
    token: "talent",
    pathParams: slugParam,
    success: { status: 200, description: "The saved job", schema: data(savedJobSchema) },
    errors: [404],
  },
  {
    method: "delete",
    path: "/api/talent/saved-jobs/{slug}",
    summary: "Unsave a job (idempotent)",
    tag: "Talent",
    token: "talent",
    pathParams: slugParam,
    success: { status: 204, description: "Not saved (any more)" },
    errors: [404],
  },
];
