import { expect, type APIRequestContext } from "@playwright/test";

import { API_KEY } from "./auth";
import { apiAccept, apiOffer, dayIn, workingHours } from "./engagements";
import { apiClient, apiJob, appliedTalent } from "./hiring-api";
import { managerToken } from "./manager";

const headers = (token: string) => ({ "X-API-KEY": API_KEY, Authorization: `Bearer ${token}` });

/** This calendar month in UTC (YYYY-MM): the month close bills what is approved and unbilled up to it. */
export const currentMonthUtc = () => new Date().toISOString().slice(0, 7);

export const BILLING_PROFILE = {
  legal_name: "Pipeline Labs GmbH",
  address_line1: "Torstraße 1",
  city: "Berlin",
  postal_code: "10119",
  country: "DE",
  vat_id: "DE123456789",
  billing_email: "billing@pipeline.example",
} as const;

/**
 * A company in Berlin whose talent accepted a full-time offer that began three weeks ago: billable without any
 * approval (the month close prorates each full-time month by its active days). `jobTitle` should be unique, so the
 * console's rows can be told apart.
 */
export async function fullTimeEngagement(request: APIRequestContext, jobTitle: string, talentLastName = "Billing") {
  const client = await apiClient(request);
  await workingHours(request, "client", client.token, "Europe/Berlin");
  const job = await apiJob(request, client.token, { title: jobTitle });
  const talent = await appliedTalent(request, job.slug, "Ada", talentLastName);
  const offerId = await apiOffer(request, client.token, talent.applicationId, {
    contract_type: "full_time",
    rate_minor: 600_000,
    weekly_hours_cap: undefined,
    start_date: dayIn("Europe/Berlin", -21),
  });
  const engagementId = await apiAccept(request, talent.token, offerId);
  return { client, job, talent, engagementId };
}

/** Saves the company's billing profile through the API. */
export async function apiBillingProfile(request: APIRequestContext, clientToken: string) {
  const response = await request.put("/api/client/billing-profile", {
    headers: headers(clientToken),
    data: BILLING_PROFILE,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Closes `month` as the console's Run now does; the run's summary line. Another test's close may hold the run (409):
 * then it waits and starts it again, as a manager would.
 */
export async function apiCloseMonth(request: APIRequestContext, month = currentMonthUtc()): Promise<string> {
  const token = await managerToken(request);
  let summary = "";
  await expect(async () => {
    const response = await request.post("/api/manage/runs/month-close", { headers: headers(token), data: { month } });
    expect(response.status(), await response.text()).toBe(200);
    summary = (await response.json()).data.summary as string;
  }).toPass({ intervals: [500, 1_000, 2_000], timeout: 90_000 });
  return summary;
}

/** The company's invoices as the API lists them. */
export async function apiClientInvoices(request: APIRequestContext, clientToken: string) {
  const response = await request.get("/api/client/invoices", { headers: headers(clientToken) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data as { id: number; number: string; status: string; month: string }[];
}

/** The talent's payouts as the API lists them. */
export async function apiPayouts(request: APIRequestContext, talentToken: string) {
  const response = await request.get("/api/talent/payouts", { headers: headers(talentToken) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data as { id: number; status: string }[];
}

/** A manager's "Mark paid" on an invoice or payout through the API. */
export async function apiMarkPaid(request: APIRequestContext, what: "invoices" | "payouts", id: number) {
  const response = await request.post(`/api/manage/${what}/${id}/paid`, {
    headers: headers(await managerToken(request)),
    data: { paid_on: new Date().toISOString().slice(0, 10), reference: `E2E-${id}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}
