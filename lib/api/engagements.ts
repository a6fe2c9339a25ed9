import type { MemberKind } from "@/lib/accounts/kinds";
import {
  engagementAnswerSchema,
  engagementsAnswerSchema,
  type CapChangeRequest,
  type EndEngagementRequest,
  type Engagement,
} from "@/lib/validation/engagements";

import { api } from "./client";

/** GET /api/{kind}/engagements: own engagements, newest first. */
export async function engagementsRequest(kind: MemberKind, signal?: AbortSignal): Promise<Engagement[]> {
  const response = await api.get(`/api/${kind}/engagements`, { signal });
  return engagementsAnswerSchema.parse(response.data).data;
}

/** GET /api/{kind}/engagements/{id}: one own engagement (404 for anyone else's). */
export async function engagementRequest(kind: MemberKind, id: number, signal?: AbortSignal): Promise<Engagement> {
  const response = await api.get(`/api/${kind}/engagements/${id}`, { signal });
  return engagementAnswerSchema.parse(response.data).data;
}

/** POST /api/{kind}/engagements/{id}/end: set the last working day (422 names the earliest allowed one). */
export async function endEngagementRequest(
  kind: MemberKind,
  id: number,
  body: EndEngagementRequest,
): Promise<Engagement> {
  const response = await api.post(`/api/${kind}/engagements/${id}/end`, body);
  return engagementAnswerSchema.parse(response.data).data;
}

/** PATCH /api/client/engagements/{id}: an hourly engagement's weekly cap, from next Monday (company time). */
export async function changeCapRequest(id: number, body: CapChangeRequest): Promise<Engagement> {
  const response = await api.patch(`/api/client/engagements/${id}`, body);
  return engagementAnswerSchema.parse(response.data).data;
}
