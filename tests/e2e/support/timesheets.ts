import { expect, type APIRequestContext } from "@playwright/test";

import { API_KEY } from "./auth";
import { apiAccept, apiOffer, dayIn, workingHours } from "./engagements";
import { apiClient, apiJob, appliedTalent, type ApiAccount } from "./hiring-api";

// Timesheets and milestones set up through the API, the way the talent and client would with the screens.

const headers = (token: string) => ({ "X-API-KEY": API_KEY, Authorization: `Bearer ${token}` });

export const COMPANY_ZONE = "Europe/Berlin";

/** The Monday of the week `day` lies in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
  return new Date(Date.parse(`${day}T00:00:00Z`) - (weekday - 1) * 86_400_000).toISOString().slice(0, 10);
}

export const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The company week `weeksBack` weeks before this one (0: this week), its Monday. */
export const weekBack = (weeksBack: number) => plusDays(mondayOf(dayIn(COMPANY_ZONE)), -7 * weeksBack);

type Talent = ApiAccount & { applicationId: number };
export type Engaged = { client: ApiAccount; talent: Talent; job: { id: number; title: string }; engagementId: number };

/**
 * A client in Berlin and a talent in `talentZone` engaged on `contract` work that began `daysBack` days ago (time is
 * logged only from the start, never ahead of today). Hourly: `cap` hours a week; project: `milestones`.
 */
export async function engaged(
  request: APIRequestContext,
  options: {
    title: string;
    talentZone?: string;
    daysBack?: number;
    cap?: number;
    milestones?: { name: string; amount_minor: number }[];
    talentFirstName?: string;
    talentLastName?: string;
    client?: ApiAccount;
  },
): Promise<Engaged> {
  const client = options.client ?? (await apiClient(request));
  if (!options.client) await workingHours(request, "client", client.token, COMPANY_ZONE);
  const job = await apiJob(request, client.token, { title: options.title });
  const talent = await appliedTalent(
    request,
    job.slug,
    options.talentFirstName ?? "Ada",
    options.talentLastName ?? "Lane",
  );
  await workingHours(request, "talent", talent.token, options.talentZone ?? "Asia/Tokyo");
  const start = dayIn(COMPANY_ZONE, -(options.daysBack ?? 20));
  const terms = options.milestones
    ? {
        contract_type: "project",
        weekly_hours_cap: undefined,
        rate_minor: options.milestones.reduce((sum, one) => sum + one.amount_minor, 0),
        milestones: options.milestones,
      }
    : { weekly_hours_cap: options.cap ?? 40 };
  const offerId = await apiOffer(request, client.token, talent.applicationId, { start_date: start, ...terms });
  const engagementId = await apiAccept(request, talent.token, offerId);
  return { client, talent, job, engagementId };
}

/** An entry logged by the talent; its timesheet's id. */
export async function apiLogTime(
  request: APIRequestContext,
  talentToken: string,
  engagementId: number,
  entry: { work_date: string; minutes: number; description: string },
): Promise<number> {
  const response = await request.post(`/api/talent/engagements/${engagementId}/time-entries`, {
    headers: headers(talentToken),
    data: entry,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data.timesheet_id as number;
}

export async function apiSubmitWeek(request: APIRequestContext, talentToken: string, timesheetId: number) {
  const response = await request.post(`/api/talent/timesheets/${timesheetId}/submit`, {
    headers: headers(talentToken),
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function apiDisputeWeek(
  request: APIRequestContext,
  clientToken: string,
  timesheetId: number,
  reason: string,
) {
  const response = await request.post(`/api/client/timesheets/${timesheetId}/dispute`, {
    headers: headers(clientToken),
    data: { reason },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function apiApproveWeek(request: APIRequestContext, clientToken: string, timesheetId: number) {
  const response = await request.post(`/api/client/timesheets/${timesheetId}/approve`, {
    headers: headers(clientToken),
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A week with time on its Monday and Tuesday, submitted; its timesheet's id. */
export async function apiSubmittedWeek(
  request: APIRequestContext,
  setting: Engaged,
  monday: string,
  minutes: [number, number] = [240, 180],
): Promise<number> {
  const id = await apiLogTime(request, setting.talent.token, setting.engagementId, {
    work_date: monday,
    minutes: minutes[0],
    description: "Set up the project and the build.",
  });
  await apiLogTime(request, setting.talent.token, setting.engagementId, {
    work_date: plusDays(monday, 1),
    minutes: minutes[1],
    description: "Wrote the sign-in screen.",
  });
  await apiSubmitWeek(request, setting.talent.token, id);
  return id;
}
