"use client";

import Link from "next/link";
import { useState } from "react";

import { buttonClass } from "@/components/ui/button-styles";
import { TALENT_OFFER_COPY } from "@/lib/content/offers";
import { bothZones } from "@/lib/engagements/zoned-lines";
import { timeLeft } from "@/lib/offers/expiry";
import type { Offer } from "@/lib/validation/offers";

import { AcceptOfferDialog } from "./accept-offer-dialog";
import { DeclineOfferDialog } from "./decline-offer-dialog";
import { OfferStatusBadge } from "./offer-status-badge";
import { OfferTerms } from "./offer-terms";

type Props = {
  offer: Offer;
  /** After an answer, or a 409 that says the offer changed: load the offers again. */
  onChanged: () => void;
  /** The job's title as a heading (on the engagements page, where no application card names it). */
  showJob?: boolean;
};

/** An offer as the talent reads it: the terms on their own clock, Accept, Decline, and a way to ask first. */
export function TalentOffer({ offer, onChanged, showJob = false }: Props) {
  const [gone, setGone] = useState<string | null>(null);
  const headingId = `offer-${offer.id}`;
  const onGone = (message: string) => {
    setGone(message);
    onChanged();
  };
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-brand-100 bg-brand-50/40 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-ink">
          {showJob ? `${offer.job.title} · ` : ""}
          {TALENT_OFFER_COPY.heading(offer.company.name)}
        </h3>
        <OfferStatusBadge status={offer.status} />
      </div>
      {offer.status === "sent" ? (
        <p className="mt-1 text-sm font-medium text-ink">
          {TALENT_OFFER_COPY.expires(timeLeft(offer.expires_at))}
          <span className="block text-xs font-normal text-ink-muted">
            {bothZones(new Date(offer.expires_at), offer.talent.timezone, offer.company.timezone)}
          </span>
        </p>
      ) : null}
      {offer.status === "declined" && offer.decline_reason ? (
        <p className="mt-1 text-sm text-ink-muted">{TALENT_OFFER_COPY.declinedWith(offer.decline_reason)}</p>
      ) : null}
      <OfferTerms terms={offer} viewer="talent" />
      {offer.message ? (
        <div className="mt-3 text-sm">
          <p className="font-medium text-ink">{TALENT_OFFER_COPY.fromCompany}</p>
          <p className="whitespace-pre-line break-words text-ink-muted">{offer.message}</p>
        </div>
      ) : null}
      {gone ? (
        <p role="alert" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {gone}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {offer.status === "sent" ? (
          <>
            <AcceptOfferDialog offerId={offer.id} company={offer.company.name} onGone={onGone} />
            <DeclineOfferDialog offerId={offer.id} onAnswered={onChanged} onGone={onGone} />
          </>
        ) : null}
        {offer.engagement_id !== null ? (
          <Link href={`/talent/engagements/${offer.engagement_id}`} className={buttonClass("primary", "sm")}>
            {TALENT_OFFER_COPY.engagement}
          </Link>
        ) : null}
        <Link
          href={`/talent/messages/${offer.application_id}`}
          prefetch={false}
          aria-label={TALENT_OFFER_COPY.askAbout(offer.job.title)}
          className="inline-flex min-h-10 items-center px-2 text-sm font-semibold text-brand-700 hover:underline"
        >
          {TALENT_OFFER_COPY.ask}
        </Link>
      </div>
    </section>
  );
}
