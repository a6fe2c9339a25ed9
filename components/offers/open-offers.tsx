"use client";

import { ENGAGEMENTS_PAGE } from "@/lib/content/engagements";

import { TalentOffer } from "./talent-offer";
import { useTalentOffers } from "./use-talent-offers";

/** The talent's offers still waiting for an answer, above their engagements. */
export function OpenOffers() {
  const { offers, failed, reload } = useTalentOffers();
  const open = (offers ?? []).filter((offer) => offer.status === "sent");
  return (
    <section aria-labelledby="offers-heading" className="flex flex-col gap-2">
      <h2 id="offers-heading" className="text-lg font-semibold text-ink">
        {ENGAGEMENTS_PAGE.offers}
      </h2>
      {failed ? (
        <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          {ENGAGEMENTS_PAGE.offersFailed}
        </p>
      ) : offers === null ? (
        <p className="text-sm text-ink-muted">{ENGAGEMENTS_PAGE.loading}</p>
      ) : open.length === 0 ? (
        <p className="text-sm text-ink-muted">{ENGAGEMENTS_PAGE.noOffers}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {open.map((offer) => (
            <li key={offer.id}>
              <TalentOffer offer={offer} onChanged={() => void reload()} showJob />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
