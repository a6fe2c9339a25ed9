"use client";

import { useState } from "react";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { apiErrorMessage } from "@/lib/api/errors";
import { declineInvitationRequest } from "@/lib/api/invitations";
import { INVITATIONS_CARD as copy } from "@/lib/content/invitations";
import type { TalentInvitation } from "@/lib/validation/invitations";

type Props = { invitation: TalentInvitation; onDeclined: (invitation: TalentInvitation) => void };

/** "Decline" on an invitation and the dialog that confirms it. */
export function DeclineInvitationDialog({ invitation, onDeclined }: Props) {
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function confirm() {
    setSending(true);
    setMessage(null);
    try {
      const declined = await declineInvitationRequest(invitation.id);
      setOpen(false);
      onDeclined(declined);
    } catch (error) {
      setMessage(apiErrorMessage(error, copy.declineFailed));
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
      trigger={{ label: copy.decline, size: "sm", ariaLabel: copy.declineLabel(invitation.job.title) }}
      title={copy.declineTitle}
      description={copy.declineBody(invitation.job.title, invitation.job.company.name)}
      message={message}
      cancelLabel={copy.keep}
      confirmLabel={copy.confirmDecline}
      busyLabel={copy.declining}
      sending={sending}
      onConfirm={() => void confirm()}
    />
  );
}
