import { expect, type APIRequestContext } from "@playwright/test";

import { API_KEY } from "./auth";
import { apiClient, apiJob, appliedTalent } from "./hiring-api";

const headers = (token: string) => ({ "X-API-KEY": API_KEY, Authorization: `Bearer ${token}` });
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An hourly engagement of 30 hours a week, made through the API as the two sides would: offer, then acceptance. */
export async function apiEngagement(request: APIRequestContext, talentName: [string, string], jobTitle: string) {
  const recruiter = await apiClient(request, "Wanda", "Weekly");
  const job = await apiJob(request, recruiter.token, { title: jobTitle });
  const talent = await appliedTalent(request, job.slug, ...talentName);
  const sent = await request.post(`/api/client/applications/${talent.applicationId}/offers`, {
    headers: headers(recruiter.token),
    data: { contract_type: "hourly", rate_minor: 7_500, weekly_hours_cap: 30, start_date: dayFromToday(3) },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const accepted = await request.post(`/api/talent/offers/${(await sent.json()).data.id}/accept`, {
    headers: headers(talent.token),
    data: {},
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { recruiter, talent, engagementId: (await accepted.json()).data.engagement.id as number };
}

/** The engagement as its client reads it through the API. */
export async function clientEngagement(request: APIRequestContext, token: string, id: number) {
  const read = await request.get(`/api/client/engagements/${id}`, { headers: headers(token) });
  expect(read.status()).toBe(200);
  return (await read.json()).data as { weekly_hours_cap: number | null; next_weekly_hours_cap: number | null };
}
