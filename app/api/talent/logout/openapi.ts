import type { ApiOperation } from "@/lib/openapi/operation";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/talent/logout",
    summary: "Revoke the bearer token",
    tag: "Talent",
    token: "talent",
    success: { status: 204, description: "Logged out" },
  },
];
