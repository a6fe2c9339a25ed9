import { acceptOfferAnswerSchema, type Engagement } from "@/lib/validation/engagements";
import {
  offerAnswerSchema,
  offersAnswerSchema,
  type DeclineOfferRequest,
  type Offer,
  type OfferRequestInput,
} from "@/lib/validation/offers";

import { api } from "./client";

/** POST /api/client/applications/{id}/offers: send terms (201, `sent`); supersedes a pending offer. */
export async function sendOfferRequest(applicationId: number, body: OfferRequestInput): Promise<Offer> {
  const response = await api.post(`/api/client/applications/${applicationId}/offers`, body);
  return offerAnswerSchema.parse(response.data).data;
}

/** GET /api/client/applications/{id}/offers: the application's offers, newest first. */
export async function clientOffersRequest(applicationId: number, signal?: AbortSignal): Promise<Offer[]> {
  const response = await api.get(`/api/client/applications/${applicationId}/offers`, { signal });
  return offersAnswerSchema.parse(response.data).data;
}

/** POST /api/client/offers/{id}/withdraw: take back an unanswered offer (409 once answered or expired). */
export async function withdrawOfferRequest(offerId: number): Promise<Offer> {
  const response = await api.post(`/api/client/offers/${offerId}/withdraw`, {});
  return offerAnswerSchema.parse(response.data).data;
}

/** GET /api/talent/offers: the talent's offers, newest first. */
export async function talentOffersRequest(signal?: AbortSignal): Promise<Offer[]> {
  const response = await api.get("/api/talent/offers", { signal });
  return offersAnswerSchema.parse(response.data).data;
}

/** POST /api/talent/offers/{id}/accept: the offer and the engagement it starts (409 expired, withdrawn, answered). */
export async function acceptOfferRequest(offerId: number): Promise<{ offer: Offer; engagement: Engagement }> {
  const response = await api.post(`/api/talent/offers/${offerId}/accept`, {});
  return acceptOfferAnswerSchema.parse(response.data).data;
}

/** POST /api/talent/offers/{id}/decline with a reason. */
export async function declineOfferRequest(offerId: number, body: DeclineOfferRequest): Promise<Offer> {
  const response = await api.post(`/api/talent/offers/${offerId}/decline`, body);
  return offerAnswerSchema.parse(response.data).data;
}
