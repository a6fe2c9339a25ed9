"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button-styles";
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
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (sending) return;
        setOpen(next);
        setMessage(null);
      }}
    >
      <Dialog.Trigger className={buttonClass("secondary", "md")}>{copy.logoutAll}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content className="fixed inset-x-3 top-1/2 z-50 -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl sm:left-1/2 sm:right-auto sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:p-7">
          <Dialog.Title className="text-lg font-semibold text-ink">{copy.dialogTitle}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-ink-muted">{copy.dialogBody}</Dialog.Description>
          {message ? (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {message}
            </p>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close disabled={sending} className={buttonClass("ghost", "md")}>
              {copy.cancel}
            </Dialog.Close>
            <button type="button" disabled={sending} onClick={() => void confirm()} className={buttonClass("primary", "md", "bg-red-600 hover:bg-red-700 shadow-none disabled:opacity-60")}>
              {sending ? copy.sending : copy.confirm}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
