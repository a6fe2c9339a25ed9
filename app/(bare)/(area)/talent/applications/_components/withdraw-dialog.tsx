"use client";

import { isAxiosError } from "axios";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useConfirmAction } from "@/components/ui/use-confirm-action";
import { withdrawApplicationRequest } from "@/lib/api/applications";
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
  const dialog = useConfirmAction({
    async run(close) {
      onWithdrawn(await withdrawApplicationRequest(application.id));
      close();
    },
    failure(error, close) {
      const text = apiErrorMessage(error, APPLICATIONS_PAGE.withdrawFailed);
      if (!(isAxiosError(error) && error.response?.status === 409)) return text;
      close();
      onConflict(text);
      return null;
    },
  });

  return (
    <ConfirmDialog
      {...dialog}
      trigger={{ label: APPLICATIONS_PAGE.withdraw, size: "sm" }}
      title={APPLICATIONS_PAGE.withdrawTitle}
      description={APPLICATIONS_PAGE.withdrawBody(application.job.title)}
      cancelLabel={APPLICATIONS_PAGE.keep}
      confirmLabel={APPLICATIONS_PAGE.confirmWithdraw}
      busyLabel={APPLICATIONS_PAGE.withdrawing}
    />
  );
}
