import type { ApiOperation } from "@/lib/openapi/operation";
import { clientInfoResponseSchema } from "@/lib/validation/accounts";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/client/info",
    summary: "The logged-in client",
    tag: "Client",
    token: "client",
    success: { status: 200, description: "The account", schema: clientInfoResponseSchema },
  },
];
