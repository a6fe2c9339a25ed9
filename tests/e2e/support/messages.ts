import crypto from "node:crypto";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

import { API_KEY, atPath, logIn } from "./auth";
import { apiClient, apiJob, appliedTalent } from "./hiring-api";

const headers = (token: string) => ({ "X-API-KEY": API_KEY, Authorization: `Bearer ${token}` });

/** A client with a published job and a talent who applied to it, both made through the API. */
export async function conversationSetting(request: APIRequestContext, talentFirstName = "Ada") {
  const client = await apiClient(request, "Rhea", "Recruiter");
  const title = `Messaging engineer ${crypto.randomBytes(3).toString("hex")}`;
  const job = await apiJob(request, client.token, { title });
  const talent = await appliedTalent(request, job.slug, talentFirstName, "Applicant");
  return { client, job, talent, applicationId: talent.applicationId };
}

/** A message sent through POST /api/{side}/applications/{id}/messages. */
export async function apiMessage(
  request: APIRequestContext,
  side: "talent" | "client",
  token: string,
  applicationId: number,
  body: string,
) {
  const response = await request.post(`/api/${side}/applications/${applicationId}/messages`, {
    headers: headers(token),
    data: { body },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as { id: number };
}

/** A report of a message through POST /api/{side}/messages/{id}/report. */
export async function apiReport(
  request: APIRequestContext,
  side: "talent" | "client",
  token: string,
  messageId: number,
  reason: string,
) {
  const response = await request.post(`/api/${side}/messages/${messageId}/report`, {
    headers: headers(token),
    data: { reason },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Logs a talent made through the API in through /login. */
export async function logInTalent(page: Page, email: string) {
  await page.goto("/login");
  await logIn(page, email);
  await expect(page).toHaveURL(atPath("/talent"));
}
