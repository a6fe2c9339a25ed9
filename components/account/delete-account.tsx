"use client";

import { useState } from "react";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextField } from "@/components/ui/field";
import { useConfirmAction } from "@/components/ui/use-confirm-action";
import type { MemberKind } from "@/lib/accounts/kinds";
import { deleteAccountRequest } from "@/lib/api/account";
import { apiErrorMessage, apiFieldErrors } from "@/lib/api/errors";
import { loadPage } from "@/lib/browser/load-page";
import { DELETE_ACCOUNT_CARD as copy } from "@/lib/content/account-security";

// Loaded on use, like the Logout button's: NextAuth's client stays out of the first JavaScript.
const logOut = async (navigate: (path: string) => void) =>
  (await import("@/lib/auth/session-actions")).logout(navigate);

/**
 * "Delete account" and its dialog, which asks for the current password (an account made with Google has
 * none: it types its email); then this device logs out as the Logout button does.
 */
export function DeleteAccount({ kind, hasPassword }: { kind: MemberKind; hasPassword: boolean }) {
  const [proof, setProof] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const field = hasPassword ? "current_password" : "confirm_email";
  const dialog = useConfirmAction({
    async run() {
      setFieldError(undefined);
      await deleteAccountRequest(kind, { [field]: proof });
      await logOut(loadPage);
      return "leaving";
    },
    failure(error) {
      const fieldMessage = apiFieldErrors(error)[field]?.[0];
      if (!fieldMessage) return apiErrorMessage(error, copy.failed);
      setFieldError(fieldMessage);
      return null;
    },
    onReset() {
      setFieldError(undefined);
      setProof("");
    },
  });

  return (
    <ConfirmDialog
      {...dialog}
      trigger={{ label: copy.trigger, size: "md" }}
      title={copy.dialogTitle}
      description={copy.dialogBody}
      cancelLabel={copy.cancel}
      confirmLabel={copy.confirm}
      busyLabel={copy.sending}
    >
      <div className="mt-4">
        <TextField
          id="delete-account-proof"
          name={field}
          label={hasPassword ? copy.password : copy.email}
          type={hasPassword ? "password" : "email"}
          autoComplete={hasPassword ? "current-password" : "off"}
          value={proof}
          error={fieldError}
          onChange={(event) => {
            setProof(event.target.value);
            setFieldError(undefined);
          }}
        />
      </div>
    </ConfirmDialog>
  );
}
