import type { ApiOperation } from "@/lib/openapi/operation";
import { talentInfoResponseSchema } from "@/lib/validation/profile";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/talent/info",
    summary: "The logged-in talent",
    tag: "Talent",
    token: "talent",
    success: { status: 200, description: "The account", schema: talentInfoResponseSchema },
  },
];
