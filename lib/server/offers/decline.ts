import "server-only";

import { declineOfferRequestSchema, type Offer } from "@/lib/validation/offers";

import type { Db } from "../db/types";
import { publishToApplication } from "../events/publish";
import { readJson } from "../http/json-body";
import { ownOffer } from "./access";
import { answerOffer } from "./answer";
import { mailOfferAnswered } from "./mails";
import { offerJson } from "./offer-json";

/** The talent declines with a reason; the application stays where it is, for the company to decide. */
export async function declineOffer(db: Db, talentId: number, offerId: number, request: Request): Promise<Offer> {
  await ownOffer(db, { kind: "talent", id: talentId }, offerId);
  const { reason } = declineOfferRequestSchema.parse(await readJson(request));
  await db.transaction(async (tx) => {
    const offer = await answerOffer(tx, offerId, "declined", { declineReason: reason });
    await mailOfferAnswered(tx, offer.applicationId, { accepted: false, reason });
    await publishToApplication(tx, "offer", {
      application_id: offer.applicationId,
      offer_id: offerId,
      status: "declined",
    });
  });
  return offerJson(db, offerId);
}
