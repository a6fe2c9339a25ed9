import { accountMessageResponseSchema } from "@/lib/validation/account-links";
import { passwordChangeRequestSchema } from "@/lib/validation/password-change";
import type { ApiOperation } from "./operations";

/** The signed-in account's own security: change the password, end every session. */
export const accountSecurityOperations: ApiOperation[] = (["talent", "client"] as const).flatMap((kind): ApiOperation[] => {
  const tag = kind === "talent" ? "Talent" : "Client";
  return [
    {
      method: "post",
      path: `/api/${kind}/password`,
      summary: "Change the password (the current one is required); every other session of the account ends",
      tag,
      token: kind,
      body: { schema: passwordChangeRequestSchema },
      success: { status: 200, description: "The password is changed", schema: accountMessageResponseSchema },
      errors: [400, 422, 429],
    },
    {
      method: "post",
      path: `/api/${kind}/logout-all`,
      summary: "Revoke every bearer token of the account, this one included",
      tag,
      token: kind,
      success: { status: 204, description: "Every session has ended" },
    },
  ];
});
