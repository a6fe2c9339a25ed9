"use client";

import { useState } from "react";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextareaField } from "@/components/ui/field";
import { useConfirmAction } from "@/components/ui/use-confirm-action";
import { declineOfferRequest } from "@/lib/api/offers";
import { TALENT_OFFER_COPY } from "@/lib/content/offers";
import { declineOfferRequestSchema } from "@/lib/validation/offers";

import { offerAnswerFailure } from "./offer-answer-failure";

type Props = { offerId: number; onAnswered: () => void; onGone: (message: string) => void };

/** "Decline" and the dialog that asks for the reason the company will read. */
export function DeclineOfferDialog({ offerId, onAnswered, onGone }: Props) {
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const dialog = useConfirmAction({
    async run(close) {
      const checked = declineOfferRequestSchema.safeParse({ reason });
      if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? TALENT_OFFER_COPY.failed);
      await declineOfferRequest(offerId, checked.data);
      close();
      onAnswered();
    },
    failure: (error, close) => offerAnswerFailure(error, close, onGone),
    onReset() {
      setReason("");
      setProblem(null);
    },
  });
  return (
    <ConfirmDialog
      {...dialog}
      trigger={{ label: TALENT_OFFER_COPY.decline, size: "sm" }}
      title={TALENT_OFFER_COPY.declineTitle}
      description={TALENT_OFFER_COPY.declineBody}
      cancelLabel={TALENT_OFFER_COPY.keep}
      confirmLabel={TALENT_OFFER_COPY.decline}
      busyLabel={TALENT_OFFER_COPY.declining}
    >
      <TextareaField
        id={`decline-reason-${offerId}`}
        className="mt-4"
        rows={3}
        label={TALENT_OFFER_COPY.declineReason}
        value={reason}
        error={problem ?? undefined}
        onChange={(event) => setReason(event.target.value)}
      />
    </ConfirmDialog>
  );
}
