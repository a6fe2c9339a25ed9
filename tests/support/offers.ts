import { eq } from "drizzle-orm";
import { expect } from "vitest";

import { POST as sendRoute } from "@/app/api/client/applications/[id]/offers/route";
import { POST as apply } from "@/app/api/talent/applications/route";
import { POST as acceptRoute } from "@/app/api/talent/offers/[id]/accept/route";
import { addDays, todayIn } from "@/lib/engagements/calendar-days";
import { companies } from "@/lib/server/db/schema";
import type { Db } from "@/lib/server/db/types";

import { registeredClient } from "./accounts";
import { call } from "./api-client";
import { companyIdOfClient, completeTalent, postedJob } from "./hiring";

export const ids = (id: number | string) => ({ id: String(id) });

/** A day `days` from today in the zone (UTC unless told). */
export const dayFromToday = (days: number, zone = "UTC") => addDays(todayIn(zone), days);

export const hourlyTerms = (extra: Record<string, unknown> = {}) => ({
  contract_type: "hourly",
  rate_minor: 7_500,
  weekly_hours_cap: 30,
  start_date: dayFromToday(7),
  message: "Welcome aboard.",
  ...extra,
});

type Client = Awaited<ReturnType<typeof registeredClient>>;
type Talent = Awaited<ReturnType<typeof completeTalent>>;

/** A client (company zone `timezone`), their open job, and a complete talent's application to it. */
export async function offerSetting(
  db: Db,
  options: { client?: Client; talent?: Talent; timezone?: string | null; job?: Record<string, unknown> } = {},
) {
  const client = options.client ?? (await registeredClient());
  await db
    .update(companies)
    .set({ timezone: options.timezone === undefined ? "UTC" : options.timezone })
    .where(eq(companies.id, await companyIdOfClient(db, client.user.id)));
  const job = await postedJob(client.token, {
    title: `Role ${Math.random().toString(36).slice(2, 8)}`,
    ...options.job,
  });
  const talent = options.talent ?? (await completeTalent(db));
  const applied = await call(apply, { token: talent.token, json: { job_slug: job.slug } });
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  return { client, talent, job, applicationId: applied.body.data.id as number };
}

export const sendOffer = (token: string, applicationId: number | string, json: unknown = hourlyTerms()) =>
  call(sendRoute, { token, params: ids(applicationId), json });

export const acceptOffer = (token: string, offerId: number | string) =>
  call(acceptRoute, { token, params: ids(offerId), json: {} });

/** An accepted offer's engagement, on a fresh setting with the given terms. */
export async function engaged(db: Db, terms: Record<string, unknown> = {}, options: { timezone?: string } = {}) {
  const s = await offerSetting(db, options);
  const sent = await sendOffer(s.client.token, s.applicationId, hourlyTerms(terms));
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const accepted = await acceptOffer(s.talent.token, sent.body.data.id);
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return { ...s, offerId: sent.body.data.id as number, engagementId: accepted.body.data.engagement.id as number };
}
