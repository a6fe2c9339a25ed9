"use client";

import Link from "next/link";
import { useCallback, useState } from "react";

import { useLiveEvent } from "@/components/live/live-events";
import { OfferStatusBadge } from "@/components/offers/offer-status-badge";
import { OfferTerms } from "@/components/offers/offer-terms";
import { buttonClass } from "@/components/ui/button-styles";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useLoad } from "@/components/ui/use-load";
import { apiErrorMessage } from "@/lib/api/errors";
import { clientOffersRequest, withdrawOfferRequest } from "@/lib/api/offers";
import { isActiveStage } from "@/lib/applications/stages";
import { OFFER_SECTION_COPY } from "@/lib/content/offers";
import { bothZones } from "@/lib/engagements/zoned-lines";
import { timeLeft } from "@/lib/offers/expiry";
import type { ClientApplication } from "@/lib/validation/applications";
import { liveEventSchemas } from "@/lib/validation/live-events";
import type { Offer } from "@/lib/validation/offers";

import { OfferDialog } from "./offer-dialog";
import type { OfferJob } from "./offer-terms-defaults";

type Props = { application: ClientApplication; job: OfferJob; onChanged: () => void };

/** The applicant's latest offer with its status, Withdraw while it is open, and a new offer while the card is active. */
export function OfferSection({ application, job, onChanged }: Props) {
  const [writing, setWriting] = useState(false);
  const request = useCallback(
    async () => (await clientOffersRequest(application.id))[0] ?? null,
    // A new stage (an offer sent or answered elsewhere) asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [application.id, application.stage],
  );
  const { load: loaded, reload: load, show } = useLoad(request);
  // The talent accepted or declined: show where the offer stands now.
  useLiveEvent("offer", (data) => {
    if (liveEventSchemas.offer.safeParse(data).data?.application_id === application.id) load();
  });
  const offer = loaded.state === "ready" ? loaded.value : null;
  const open = offer?.status === "sent";
  const canSend = isActiveStage(application.stage) && loaded.state === "ready";
  return (
    <section aria-labelledby="detail-offer" className="rounded-xl border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="detail-offer" className="text-sm font-semibold text-ink">
          {OFFER_SECTION_COPY.heading}
        </h3>
        {offer ? <OfferStatusBadge status={offer.status} /> : null}
      </div>
      {loaded.state === "failed" ? (
        <p role="alert" className="mt-1 flex flex-wrap items-center gap-2 text-sm text-red-700">
          {OFFER_SECTION_COPY.loadFailed}
          <button type="button" onClick={load} className="font-semibold underline">
            {OFFER_SECTION_COPY.retry}
          </button>
        </p>
      ) : loaded.state === "ready" && !offer ? (
        <p className="mt-1 text-sm text-ink-muted">{OFFER_SECTION_COPY.none}</p>
      ) : null}
      {offer ? <OfferState offer={offer} /> : null}
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
        {canSend ? (
          <button type="button" onClick={() => setWriting(true)} className={buttonClass("primary", "sm")}>
            {offer ? OFFER_SECTION_COPY.sendNew : OFFER_SECTION_COPY.send}
          </button>
        ) : null}
        {open ? (
          <WithdrawOffer
            offer={offer}
            onDone={() => {
              load();
              onChanged();
            }}
          />
        ) : null}
      </div>
      <OfferDialog
        open={writing}
        onOpenChange={setWriting}
        name={application.talent.name}
        applicationId={application.id}
        job={job}
        onSent={(sent) => {
          setWriting(false);
          show(sent);
          onChanged();
        }}
      />
    </section>
  );
}

function OfferState({ offer }: { offer: Offer }) {
  return (
    <div className="mt-1 text-sm">
      {offer.status === "sent" ? (
        <p className="text-ink">
          {OFFER_SECTION_COPY.expiresIn(timeLeft(offer.expires_at))}{" "}
          <span className="block text-xs text-ink-muted">
            {bothZones(new Date(offer.expires_at), offer.company.timezone, offer.talent.timezone)}
          </span>
        </p>
      ) : null}
      {offer.status === "declined" && offer.decline_reason ? (
        <p className="text-ink">{OFFER_SECTION_COPY.declinedWith(offer.decline_reason)}</p>
      ) : null}
      {offer.engagement_id !== null ? (
        <Link
          href={`/recruiter/engagements/${offer.engagement_id}`}
          className="inline-flex min-h-10 items-center font-semibold text-brand-700 hover:underline"
        >
          {OFFER_SECTION_COPY.engagement}
        </Link>
      ) : null}
      <OfferTerms terms={offer} viewer="client" />
    </div>
  );
}

function WithdrawOffer({ offer, onDone }: { offer: Offer; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  async function withdraw() {
    setSending(true);
    setMessage(null);
    try {
      await withdrawOfferRequest(offer.id);
      setOpen(false);
      onDone();
    } catch (error) {
      setMessage(apiErrorMessage(error, OFFER_SECTION_COPY.loadFailed));
    } finally {
      setSending(false);
    }
  }
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={{ label: OFFER_SECTION_COPY.withdraw, size: "sm" }}
      title={OFFER_SECTION_COPY.withdrawTitle}
      description={OFFER_SECTION_COPY.withdrawBody}
      message={message}
      cancelLabel={OFFER_SECTION_COPY.keep}
      confirmLabel={OFFER_SECTION_COPY.withdraw}
      busyLabel={OFFER_SECTION_COPY.withdrawing}
      sending={sending}
      onConfirm={() => void withdraw()}
    />
  );
}
