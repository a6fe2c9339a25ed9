import { engagementActionAnswerSchema, type EngagementActionView } from "@/lib/validation/engagement-actions";

import { api } from "./client";

/** Uses a weekly summary's single-use link (no sign-in): the reason to end, or the lower weekly cap. */
export async function applyEngagementActionRequest(
  token: string,
  body: { reason: string } | { weekly_hours_cap: number },
): Promise<EngagementActionView> {
  const response = await api.post(`/api/engagement-actions/${encodeURIComponent(token)}`, body);
  return engagementActionAnswerSchema.parse(response.data).data;
}
