import type { ApiOperation } from "@/lib/openapi/operation";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/manage/logout",
    summary: "Revoke the bearer token",
    tag: "Manager",
    token: "manager",
    success: { status: 204, description: "Logged out" },
  },
];
