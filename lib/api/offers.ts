import { acceptOfferAnswerSchema, type Engagement } from "@/lib/validation/engagements";
import { offerAnswerSchema, offersAnswerSchema, type Offer, type OfferRequest } from "@/lib/validation/offers";

import { api } from "./client";

/** POST /api/client/applications/{id}/offer: a new offer (the application moves to `offer`). */
export async function sendOfferRequest(applicationId: number, body: OfferRequest): Promise<Offer> {
  const response = await api.post(`/api/client/applications/${applicationId}/offer`, body);
  return offerAnswerSchema.parse(response.data).data;
}

/** POST /api/client/offers/{id}/withdraw */
export async function withdrawOfferRequest(offerId: number): Promise<Offer> {
  const response = await api.post(`/api/client/offers/${offerId}/withdraw`);
  return offerAnswerSchema.parse(response.data).data;
}

/** GET /api/client/applications/{id}/offers: newest first. */
export async function clientOffersRequest(applicationId: number): Promise<Offer[]> {
  const response = await api.get(`/api/client/applications/${applicationId}/offers`);
  return offersAnswerSchema.parse(response.data).data;
}

/** GET /api/talent/offers */
export async function talentOffersRequest(): Promise<Offer[]> {
  const response = await api.get("/api/talent/offers");
  return offersAnswerSchema.parse(response.data).data;
}

/** POST /api/talent/offers/{id}/accept: the offer and the engagement it starts. */
export async function acceptOfferRequest(offerId: number): Promise<{ offer: Offer; engagement: Engagement }> {
  const response = await api.post(`/api/talent/offers/${offerId}/accept`);
  return acceptOfferAnswerSchema.parse(response.data).data;
}

/** POST /api/talent/offers/{id}/decline */
export async function declineOfferRequest(offerId: number, body: { reason: string }): Promise<Offer> {
  const response = await api.post(`/api/talent/offers/${offerId}/decline`, body);
  return offerAnswerSchema.parse(response.data).data;
}
