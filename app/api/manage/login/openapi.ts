import type { ApiOperation } from "@/lib/openapi/operation";
import { LOGIN_ERROR_DESCRIPTIONS, loginRequestSchema, managerAuthResponseSchema } from "@/lib/validation/accounts";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/manage/login",
    summary: "Log in as a manager",
    tag: "Manager",
    body: { schema: loginRequestSchema },
    success: { status: 200, description: "The manager and a new bearer token", schema: managerAuthResponseSchema },
    errors: [400, 403, 422, 429],
    errorDescriptions: LOGIN_ERROR_DESCRIPTIONS,
  },
];
