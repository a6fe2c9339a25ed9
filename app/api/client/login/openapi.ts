import type { ApiOperation } from "@/lib/openapi/operation";
import { clientAuthResponseSchema, LOGIN_ERROR_DESCRIPTIONS, loginRequestSchema } from "@/lib/validation/accounts";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/client/login",
    summary: "Log in as a client",
    tag: "Client",
    body: { schema: loginRequestSchema },
    success: { status: 200, description: "The account and a new bearer token", schema: clientAuthResponseSchema },
    errors: [400, 403, 409, 422, 429],
    errorDescriptions: LOGIN_ERROR_DESCRIPTIONS,
  },
];
