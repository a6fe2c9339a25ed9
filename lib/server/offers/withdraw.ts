import "server-only";

import type { Offer } from "@/lib/validation/offers";

import type { Db } from "../db/types";
import { publishToApplication } from "../events/publish";
import { ownOffer } from "./access";
import { answerOffer } from "./answer";
import { offerJson } from "./offer-json";

/** The client takes back an offer the talent has not answered (409 once answered or expired). */
export async function withdrawOffer(db: Db, clientId: number, offerId: number): Promise<Offer> {
  await ownOffer(db, { kind: "client", id: clientId }, offerId);
  await db.transaction(async (tx) => {
    const offer = await answerOffer(tx, offerId, "withdrawn");
    await publishToApplication(tx, "offer", {
      application_id: offer.applicationId,
      offer_id: offerId,
      status: "withdrawn",
    });
  });
  return offerJson(db, offerId);
}
