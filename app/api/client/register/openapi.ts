import type { ApiOperation } from "@/lib/openapi/operation";
import { clientAuthResponseSchema, clientRegisterRequestSchema } from "@/lib/validation/accounts";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/client/register",
    summary: "Register a client account",
    tag: "Client",
    body: { schema: clientRegisterRequestSchema },
    success: { status: 201, description: "The new account and its bearer token", schema: clientAuthResponseSchema },
    errors: [400, 422, 429],
  },
];
