import type { ApiOperation } from "@/lib/openapi/operation";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/client/logout",
    summary: "Revoke the bearer token",
    tag: "Client",
    token: "client",
    success: { status: 204, description: "Logged out" },
  },
];
