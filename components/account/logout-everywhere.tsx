"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { logoutEverywhere } from "@/lib/api/account";
import { apiErrorMessage } from "@/lib/api/errors";
import type { UserType } from "@/lib/api/types";
import { SESSIONS_CARD as copy } from "@/lib/content/account-security";

// Loaded on use, like the Logout button's: NextAuth's client stays out of the first JavaScript.
const logOut = async (navigate: (path: string) => void) => (await import("@/lib/auth/session-actions")).logout(navigate);

/** "Log out everywhere" and the dialog that confirms it; then this device logs out as the Logout button does. */
export function LogoutEverywhere({ kind }: { kind: UserType }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function confirm() {
    setSending(true);
    setMessage(null);
    try {
      await logoutEverywhere(kind);
    } catch (error) {
      setMessage(apiErrorMessage(error, copy.failed));
      setSending(false);
      return;
    }
    await logOut((path) => router.push(path));
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (sending) return;
        setOpen(next);
        setMessage(null);
      }}
      trigger={{ label: copy.logoutAll, size: "md" }}
      title={copy.dialogTitle}
      description={copy.dialogBody}
      message={message}
      cancelLabel={copy.cancel}
      confirmLabel={copy.confirm}
      busyLabel={copy.sending}
      sending={sending}
      onConfirm={() => void confirm()}
    />
  );
}
