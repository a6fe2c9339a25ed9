"use client";

import { useMemo } from "react";

import { useLiveEvent } from "@/components/live/live-events";
import { useLoad } from "@/components/ui/use-load";
import { talentOffersRequest } from "@/lib/api/offers";
import type { Offer } from "@/lib/validation/offers";

/** The newest offer of each application. */
function latestByApplication(offers: readonly Offer[]): ReadonlyMap<number, Offer> {
  const latest = new Map<number, Offer>();
  for (const offer of offers) {
    const seen = latest.get(offer.application_id);
    if (!seen || seen.sent_at < offer.sent_at) latest.set(offer.application_id, offer);
  }
  return latest;
}

/**
 * The talent's offers, loaded in the browser, again after each own answer (`reload`) and whenever the company
 * sends, replaces or withdraws one (a live `offer` event).
 */
export function useTalentOffers() {
  const { load, reload } = useLoad(talentOffersRequest);
  useLiveEvent("offer", reload);
  const offers = load.state === "ready" ? load.value : null;
  const byApplication = useMemo(() => latestByApplication(offers ?? []), [offers]);
  return { offers, failed: load.state === "failed", byApplication, reload };
}
