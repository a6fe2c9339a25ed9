import type { ApiOperation } from "@/lib/openapi/operation";
import {
  engagementActionAnswerSchema,
  engagementActionRequestSchema,
  engagementActionTokenParamSchema,
} from "@/lib/validation/engagement-actions";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/engagement-actions/{token}",
    summary:
      "Use a weekly summary's single-use link, without signing in: end the engagement on the earliest allowed day, or lower its weekly cap from next Monday (audited)",
    tag: "Client",
    pathParams: engagementActionTokenParamSchema,
    body: { schema: engagementActionRequestSchema },
    success: {
      status: 200,
      description: "Done: the link, now used, and the engagement",
      schema: engagementActionAnswerSchema,
    },
    errors: [404, 409, 410, 422],
  },
];
