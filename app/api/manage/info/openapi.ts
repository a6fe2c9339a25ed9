import type { ApiOperation } from "@/lib/openapi/operation";
import { managerInfoResponseSchema } from "@/lib/validation/accounts";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/manage/info",
    summary: "The logged-in manager",
    tag: "Manager",
    token: "manager",
    success: { status: 200, description: "The manager", schema: managerInfoResponseSchema },
  },
];
