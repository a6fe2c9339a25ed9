import type { ApiOperation } from "@/lib/openapi/operation";
import { talentVettingResponseSchema } from "@/lib/validation/talent-vetting";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/talent/vetting",
    summary:
      "Where the talent's vetting stands: the stage, this attempt's history, and when declined the reason and reapply date (never notes or scores)",
    tag: "Talent",
    token: "talent",
    success: {
      status: 200,
      description: "The talent's vetting; `stage` null and `history` empty until the first submission",
      schema: talentVettingResponseSchema,
    },
  },
  {
    method: "post",
    path: "/api/talent/vetting",
    summary:
      "Submit the profile for vetting (a new attempt after a decline, from its reapply date). 422 below the completeness threshold (naming what is missing), before the email is verified, or before the reapply date; 409 while a vetting is in progress or once vetted",
    tag: "Talent",
    token: "talent",
    success: {
      status: 201,
      description: "Submitted: the talent's vetting, as GET answers it",
      schema: talentVettingResponseSchema,
    },
    errors: [409, 422],
  },
];
