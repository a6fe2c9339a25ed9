"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { isAxiosError } from "axios";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button-styles";
import { withdrawApplication } from "@/lib/api/applications";
import { apiErrorMessage } from "@/lib/api/errors";
import { APPLICATIONS_PAGE } from "@/lib/content/applications";
import type { TalentApplication } from "@/lib/validation/applications";

type Props = {
  application: TalentApplication;
  onWithdrawn: (application: TalentApplication) => void;
  /** 409: the company moved the application meanwhile (hired or rejected); the card shows why and the list reloads. */
  onConflict: (message: string) => void;
};

/** "Withdraw" and the dialog that confirms it. */
export function WithdrawDialog({ application, onWithdrawn, onConflict }: Props) {
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function confirm() {
    setSending(true);
    setMessage(null);
    try {
      onWithdrawn(await withdrawApplication(application.id));
      setOpen(false);
    } catch (error) {
      const text = apiErrorMessage(error, APPLICATIONS_PAGE.withdrawFailed);
      if (isAxiosError(error) && error.response?.status === 409) {
        setOpen(false);
        onConflict(text);
      } else {
        setMessage(text);
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setMessage(null);
      }}
    >
      <Dialog.Trigger className={buttonClass("secondary", "sm")}>{APPLICATIONS_PAGE.withdraw}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content className="fixed inset-x-3 top-1/2 z-50 -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl sm:left-1/2 sm:right-auto sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:p-7">
          <Dialog.Title className="text-lg font-semibold text-ink">{APPLICATIONS_PAGE.withdrawTitle}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-ink-muted">{APPLICATIONS_PAGE.withdrawBody(application.job.title)}</Dialog.Description>
          {message ? (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {message}
            </p>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close className={buttonClass("ghost", "md")}>{APPLICATIONS_PAGE.keep}</Dialog.Close>
            <button type="button" disabled={sending} onClick={() => void confirm()} className={buttonClass("primary", "md", "bg-red-600 hover:bg-red-700 shadow-none disabled:opacity-60")}>
              {sending ? APPLICATIONS_PAGE.withdrawing : APPLICATIONS_PAGE.confirmWithdraw}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
