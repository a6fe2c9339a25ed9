import type { ApiOperation } from "@/lib/openapi/operation";
import { profileUpdateRequestSchema, talentInfoResponseSchema } from "@/lib/validation/profile";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/talent/profile_update",
    summary: "Update the talent's profile (partial)",
    tag: "Talent",
    token: "talent",
    body: { schema: profileUpdateRequestSchema, multipartOnly: true },
    success: { status: 200, description: "The talent with the updated profile", schema: talentInfoResponseSchema },
    errors: [400, 413, 415, 422, 429],
  },
];
