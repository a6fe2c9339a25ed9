import type { ApiOperation } from "@/lib/openapi/operation";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/talent/logout-all",
    summary: "Revoke every bearer token of the account, this one included",
    tag: "Talent",
    token: "talent",
    success: { status: 204, description: "Every session has ended; unused reset and email-change links are void" },
  },
];
