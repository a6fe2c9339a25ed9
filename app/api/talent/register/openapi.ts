import type { ApiOperation } from "@/lib/openapi/operation";
import { talentAuthResponseSchema, talentRegisterRequestSchema } from "@/lib/validation/accounts";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/talent/register",
    summary: "Register a talent account",
    tag: "Talent",
    body: { schema: talentRegisterRequestSchema },
    success: { status: 201, description: "The new account and its bearer token", schema: talentAuthResponseSchema },
    errors: [400, 422, 429],
  },
];
