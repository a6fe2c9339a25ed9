import { z } from "zod";

import { data, list, type ApiOperation } from "@/lib/openapi/operation";
import { applyRequestSchema, talentApplicationSchema } from "@/lib/validation/applications";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/talent/applications",
    summary: "The talent's applications, newest first, with stage and public history (never the company's notes)",
    tag: "Talent",
    token: "talent",
    success: { status: 200, description: "The applications", schema: list(talentApplicationSchema) },
  },
  {
    method: "post",
    path: "/api/talent/applications",
    summary:
      "Apply to an open job (JSON, or multipart with an optional `resume` PDF up to 5 MB); 422 for a closed job, an email not verified yet (`email_not_verified`) or a profile below the apply threshold, naming what is missing",
    tag: "Talent",
    token: "talent",
    body: {
      schema: applyRequestSchema.extend({ resume: z.string().describe("A PDF file (multipart only)").optional() }),
    },
    success: { status: 201, description: "The application", schema: data(talentApplicationSchema) },
    errors: [400, 404, 409, 413, 415, 422],
  },
];
