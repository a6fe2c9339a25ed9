"use client";

import { useRouter } from "next/navigation";
import type { ReactNode } from "react";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useConfirmAction } from "@/components/ui/use-confirm-action";
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
export function AccountActionDialog({
  trigger,
  title,
  description,
  confirmLabel,
  busyLabel,
  tone,
  run,
  onDone,
  onOpen,
  children,
}: Props) {
  const router = useRouter();
  const dialog = useConfirmAction({
    async run(close) {
      const done = await run();
      close();
      onDone(done);
      router.refresh();
    },
    failure(error) {
      const fields = Object.values(apiFieldErrors(error)).map((messages) => messages[0]);
      return fields.length ? fields.join(" ") : apiErrorMessage(error, copy.failed);
    },
    onReset: (next) => {
      if (next) onOpen?.();
    },
  });

  return (
    <ConfirmDialog
      {...dialog}
      trigger={{ ...trigger, size: "sm" }}
      title={title}
      description={description}
      cancelLabel={copy.suspendDialog.cancel}
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
      tone={tone}
    >
      {children}
    </ConfirmDialog>
  );
}
