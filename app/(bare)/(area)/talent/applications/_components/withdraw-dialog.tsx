"use client";

import { isAxiosError } from "axios";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
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
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setMessage(null);
      }}
      trigger={{ label: APPLICATIONS_PAGE.withdraw, size: "sm" }}
      title={APPLICATIONS_PAGE.withdrawTitle}
      description={APPLICATIONS_PAGE.withdrawBody(application.job.title)}
      message={message}
      cancelLabel={APPLICATIONS_PAGE.keep}
      confirmLabel={APPLICATIONS_PAGE.confirmWithdraw}
      busyLabel={APPLICATIONS_PAGE.withdrawing}
      sending={sending}
      onConfirm={() => void confirm()}
    />
  );
}
