import type { ApiOperation } from "@/lib/openapi/operation";
import { ownProfileResponseSchema } from "@/lib/validation/profile";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/talent/profile",
    summary: "The talent's own profile: every field the editor writes, the handle and completeness",
    tag: "Talent",
    token: "talent",
    success: { status: 200, description: "The profile", schema: ownProfileResponseSchema },
  },
];
