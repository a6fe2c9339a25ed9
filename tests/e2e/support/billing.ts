import { expect, type APIRequestContext } from "@playwright/test";

import { API_KEY } from "./auth";
import { dayIn } from "./engagements";
import { managerToken } from "./manager";
import { apiApproveWeek, apiLogTime, apiSubmitWeek, COMPANY_ZONE, engaged } from "./timesheets";

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
 * A company in Berlin whose talent (also in Berlin) works by the hour since ten days ago and has logged 4 hours today
 * and submitted this week: the client's approval makes it billable (the month close bills approved weeks; a full-time
 * month waits until it is over). Today's week is never past its automatic-submission deadline, so no run races the
 * test. `jobTitle` should be unique, so the console's rows can be told apart.
 */
export async function submittedWeekEngagement(
  request: APIRequestContext,
  jobTitle: string,
  talentLastName = "Billing",
) {
  const setting = await engaged(request, {
    title: jobTitle,
    talentZone: COMPANY_ZONE,
    daysBack: 10,
    cap: 40,
    talentLastName,
  });
  const timesheetId = await apiLogTime(request, setting.talent.token, setting.engagementId, {
    work_date: dayIn(COMPANY_ZONE),
    minutes: 240,
    description: "Built the invoice export.",
  });
  await apiSubmitWeek(request, setting.talent.token, timesheetId);
  return { ...setting, timesheetId };
}

/** The same, with the week approved through the API. */
export async function approvedWeekEngagement(request: APIRequestContext, jobTitle: string, talentLastName?: string) {
  const setting = await submittedWeekEngagement(request, jobTitle, talentLastName);
  await apiApproveWeek(request, setting.client.token, setting.timesheetId);
  return setting;
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
