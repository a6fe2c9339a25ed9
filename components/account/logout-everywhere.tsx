"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useConfirmAction } from "@/components/ui/use-confirm-action";
import type { MemberKind } from "@/lib/accounts/kinds";
import { logoutEverywhereRequest } from "@/lib/api/account";
import { apiErrorMessage } from "@/lib/api/errors";
import { loadPage } from "@/lib/browser/load-page";
import { SESSIONS_CARD as copy } from "@/lib/content/account-security";

// Loaded on use, like the Logout button's: NextAuth's client stays out of the first JavaScript.
const logOut = async (navigate: (path: string) => void) =>
  (await import("@/lib/auth/session-actions")).logout(navigate);

/** "Log out everywhere" and the dialog that confirms it; then this device logs out as the Logout button does. */
export function LogoutEverywhere({ kind }: { kind: MemberKind }) {
  const dialog = useConfirmAction({
    async run() {
      await logoutEverywhereRequest(kind);
      await logOut(loadPage);
      return "leaving";
    },
    failure: (error) => apiErrorMessage(error, copy.failed),
  });

  return (
    <ConfirmDialog
      {...dialog}
      trigger={{ label: copy.logoutAll, size: "md" }}
      title={copy.dialogTitle}
      description={copy.dialogBody}
      cancelLabel={copy.cancel}
      confirmLabel={copy.confirm}
      busyLabel={copy.sending}
    />
  );
}
