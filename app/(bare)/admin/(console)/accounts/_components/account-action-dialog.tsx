"use client";

import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { apiErrorMessage, apiFieldErrors } from "@/lib/api/errors";
import { ACCOUNTS_COPY as copy } from "@/lib/content/manage-accounts";

type Props = {
  trigger: { label: string; ariaLabel: string };
  title: string;
  description: string;
  confirmLabel: string;
  busyLabel: string;
  tone?: "danger" | "primary";
  /** Runs the call; answers the sentence to announce. A thrown Error's message (a check before sending) is shown as is. */
  run: () => Promise<string>;
  onDone: (message: string) => void;
  onOpen?: () => void;
  children?: ReactNode;
};

/** One action on an account behind its confirming dialog; on success the page reloads its data. */
export function AccountActionDialog({ trigger, title, description, confirmLabel, busyLabel, tone, run, onDone, onOpen, children }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function confirm() {
    setSending(true);
    setMessage(null);
    try {
      const done = await run();
      setOpen(false);
      onDone(done);
      router.refresh();
    } catch (error) {
      const fields = Object.values(apiFieldErrors(error)).map((messages) => messages[0]);
      setMessage(fields.length ? fields.join(" ") : apiErrorMessage(error, copy.failed));
    } finally {
      setSending(false);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (sending) return;
        setOpen(next);
        setMessage(null);
        if (next) onOpen?.();
      }}
      trigger={{ ...trigger, size: "sm" }}
      title={title}
      description={description}
      message={message}
      cancelLabel={copy.suspendDialog.cancel}
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
      sending={sending}
      tone={tone}
      onConfirm={() => void confirm()}
    >
      {children}
    </ConfirmDialog>
  );
}
