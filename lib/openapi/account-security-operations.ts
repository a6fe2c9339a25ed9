import { accountDeleteRequestSchema } from "@/lib/validation/account-delete";
import { accountMessageResponseSchema } from "@/lib/validation/account-links";
import { passwordChangeRequestSchema } from "@/lib/validation/password-change";

import type { ApiOperation } from "./operations";

/** The signed-in account's own security: change the password, end every session, delete the account. */
export const accountSecurityOperations: ApiOperation[] = (["talent", "client"] as const).flatMap(
  (kind): ApiOperation[] => {
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
      {
        method: "post",
        path: `/api/${kind}/account/delete`,
        summary:
          kind === "talent"
            ? "Delete the account (current_password, or confirm_email for an account made with Google): profile, files, saved jobs and vetting are removed; applications stay with the companies, anonymised, the active ones withdrawn; every session ends"
            : "Delete the account (current_password, or confirm_email for an account made with Google): the company and its drafts are removed, its other jobs closed; every session ends",
        tag,
        token: kind,
        body: { schema: accountDeleteRequestSchema },
        success: { status: 204, description: "The account is deleted" },
        errors: [400, 422, 429],
      },
    ];
  },
);
