import { expect, type APIRequestContext, type Browser } from "@playwright/test";

import { API_KEY } from "./auth";

const headers = (token: string) => ({ "X-API-KEY": API_KEY, Authorization: `Bearer ${token}` });

/** Today's calendar day in `timezone`, moved by `days`: offers' and engagements' dates are company days. */
export function dayIn(timezone: string, days = 0): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: timezone }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A side's working hours and zone: the recruiter's company's, or the talent's own. */
export async function workingHours(
  request: APIRequestContext,
  who: "client" | "talent",
  token: string,
  timezone: string,
) {
  const hours = { timezone, work_start: "09:00", work_end: "17:00" };
  const response =
    who === "client"
      ? await request.post("/api/client/company", { headers: headers(token), data: hours })
      : await request.post("/api/talent/profile_update", { headers: headers(token), multipart: hours });
  expect(response.status(), await response.text()).toBe(200);
}

/** An hourly offer sent through the API; its id. */
export async function apiOffer(
  request: APIRequestContext,
  clientToken: string,
  applicationId: number,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const response = await request.post(`/api/client/applications/${applicationId}/offers`, {
    headers: headers(clientToken),
    data: {
      contract_type: "hourly",
      rate_minor: 4550,
      weekly_hours_cap: 40,
      start_date: dayIn("Europe/Berlin", 7),
      message: "We would love to have you on the team.",
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data.id as number;
}

/** The talent accepts an offer through the API; the engagement's id. */
export async function apiAccept(request: APIRequestContext, talentToken: string, offerId: number): Promise<number> {
  const response = await request.post(`/api/talent/offers/${offerId}/accept`, { headers: headers(talentToken) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data.engagement.id as number;
}

export const inZone = (browser: Browser, baseURL: string, timezoneId: string) =>
  browser.newContext({ baseURL, timezoneId, viewport: { width: 1280, height: 900 } });
