import {
  engagementAnswerSchema,
  engagementsAnswerSchema,
  type EndEngagementRequest,
  type Engagement,
} from "@/lib/validation/engagements";

import { api } from "./client";

export type EngagementSide = "talent" | "client";

/** GET /api/{talent|client}/engagements */
export async function engagementsRequest(kind: EngagementSide): Promise<Engagement[]> {
  const response = await api.get(`/api/${kind}/engagements`);
  return engagementsAnswerSchema.parse(response.data).data;
}

/** GET /api/{talent|client}/engagements/{id} */
export async function engagementRequest(kind: EngagementSide, id: number): Promise<Engagement> {
  const response = await api.get(`/api/${kind}/engagements/${id}`);
  return engagementAnswerSchema.parse(response.data).data;
}

/** POST /api/{talent|client}/engagements/{id}/end */
export async function endEngagementRequest(
  kind: EngagementSide,
  id: number,
  body: EndEngagementRequest,
): Promise<Engagement> {
  const response = await api.post(`/api/${kind}/engagements/${id}/end`, body);
  return engagementAnswerSchema.parse(response.data).data;
}

/** PATCH /api/client/engagements/{id}: the weekly hour cap from next Monday. */
export async function changeCapRequest(id: number, body: { weekly_hours_cap: number }): Promise<Engagement> {
  const response = await api.patch(`/api/client/engagements/${id}`, body);
  return engagementAnswerSchema.parse(response.data).data;
}
