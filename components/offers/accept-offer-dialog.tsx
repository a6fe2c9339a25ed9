"use client";

import { useRouter } from "next/navigation";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useConfirmAction } from "@/components/ui/use-confirm-action";
import { acceptOfferRequest } from "@/lib/api/offers";
import { TALENT_OFFER_COPY } from "@/lib/content/offers";

import { offerAnswerFailure } from "./offer-answer-failure";

type Props = { offerId: number; company: string; onGone: (message: string) => void };

/** "Accept" and the dialog that confirms it; accepting lands on the new engagement. */
export function AcceptOfferDialog({ offerId, company, onGone }: Props) {
  const router = useRouter();
  const dialog = useConfirmAction({
    async run() {
      const { engagement } = await acceptOfferRequest(offerId);
      router.push(`/talent/engagements/${engagement.id}`);
      return "leaving";
    },
    failure: (error, close) => offerAnswerFailure(error, close, onGone),
  });
  return (
    <ConfirmDialog
      {...dialog}
      tone="primary"
      trigger={{ label: TALENT_OFFER_COPY.accept, size: "sm", variant: "primary" }}
      title={TALENT_OFFER_COPY.acceptTitle}
      description={TALENT_OFFER_COPY.acceptBody(company)}
      cancelLabel={TALENT_OFFER_COPY.keep}
      confirmLabel={TALENT_OFFER_COPY.accept}
      busyLabel={TALENT_OFFER_COPY.accepting}
    />
  );
}
