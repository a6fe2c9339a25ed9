import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { GET as metricsRoute } from "@/app/api/manage/metrics/route";
import { applicationEvents, applications, engagements, jobs, talents } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import type { Db } from "@/lib/server/db/types";

import { registeredClient, registeredManager, uniqueEmail } from "../support/accounts";
import { call } from "../support/api-client";
import { postedJob } from "../support/hiring";
import { dayFromToday, engaged } from "../support/offers";
import { expectDocumented } from "../support/openapi-check";
import { describeOnEachDatabase } from "../support/test-db";

const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date(Date.now() - 30 * DAY);
const at = (days: number) => new Date(T0.getTime() + days * DAY);

async function metricsOf(db: Db) {
  const manager = await registeredManager(db);
  const { status, body } = await call(metricsRoute, { token: manager.token, path: "/api/manage/metrics" });
  expect(status).toBe(200);
  expectDocumented("get", "/api/manage/metrics", 200, body);
  return body.data;
}

/** A job of category `categoryId` published at T0 + `publishedDay` days. */
async function jobPublished(db: Db, token: string, categoryId: number, publishedDay: number) {
  const job = await postedJob(token, { category_id: categoryId, title: `Role ${Math.random().toString(36).slice(2)}` });
  await db
    .update(jobs)
    .set({ postedAt: at(publishedDay) })
    .where(eq(jobs.id, job.id));
  return job.id;
}

/** An application created at T0 + `appliedDay`, moved into hired at T0 + `hiredDay` (never, when null). */
async function application(db: Db, jobId: number, clientId: number, appliedDay: number, hiredDay: number | null) {
  const [talent] = await db
    .insert(talents)
    .values({ firstName: "T", lastName: "H", email: uniqueEmail("t") })
    .returning({ id: talents.id });
  const [row] = await db
    .insert(applications)
    .values({ talentId: talent!.id, jobId, createdAt: at(appliedDay) })
    .returning({ id: applications.id });
  const events: (typeof applicationEvents.$inferInsert)[] = [
    {
      applicationId: row!.id,
      fromStage: null,
      toStage: "applied",
      actorKind: "talent",
      actorId: talent!.id,
      at: at(appliedDay),
    },
  ];
  if (hiredDay !== null)
    events.push({
      applicationId: row!.id,
      fromStage: "offer",
      toStage: "hired",
      actorKind: "client",
      actorId: clientId,
      at: at(hiredDay),
    });
  await db.insert(applicationEvents).values(events);
}

describeOnEachDatabase("hiring speed", ({ db }) => {
  beforeAll(async () => {
    await seedReferenceData(db());
  });

  it("answers no categories before the first hire", async () => {
    expect((await metricsOf(db())).hiring_speed).toEqual([]);
  });

  it("answers the median days to hire and to a job's first hire per category, with their counts", async () => {
    const client = await registeredClient();
    const a = await jobPublished(db(), client.token, 1, 0);
    const b = await jobPublished(db(), client.token, 1, 0);
    const c = await jobPublished(db(), client.token, 2, 0);
    await application(db(), a, client.user.id, 1, 3); // 2 days; job a's first hire on day 3
    await application(db(), a, client.user.id, 1, 5); // 4 days
    await application(db(), a, client.user.id, 2, null); // not hired: left out
    await application(db(), b, client.user.id, 0, 6); // 6 days; job b's first hire on day 6
    await application(db(), c, client.user.id, 0, 1.5); // 1.5 days
    // Republished on day 10, after its first hire: its hire counts, its time from publishing cannot.
    const d = await jobPublished(db(), client.token, 2, 10);
    await application(db(), d, client.user.id, 2, 3.5); // 1.5 days

    const speed: { category: { id: number }; application_to_hire: unknown; publish_to_first_hire: unknown }[] = (
      await metricsOf(db())
    ).hiring_speed;
    const of = (id: number) => speed.find((row) => row.category.id === id);
    expect(of(1)).toMatchObject({
      application_to_hire: { median_days: 4, count: 3 },
      publish_to_first_hire: { median_days: 4.5, count: 2 },
    });
    expect(of(2)).toMatchObject({
      application_to_hire: { median_days: 1.5, count: 2 },
      publish_to_first_hire: { median_days: 1.5, count: 1 },
    });
    expect(speed).toHaveLength(2);
  });
});

describeOnEachDatabase("trial endings", ({ db }) => {
  beforeAll(async () => {
    await seedReferenceData(db());
  });

  it("answers no share before any engagement ended", async () => {
    expect((await metricsOf(db())).trial_endings).toEqual({ ended: 0, ended_in_trial: 0, share: null });
  });

  it("answers the share of ended engagements that ended inside their trial", async () => {
    const ends = [
      { endedOn: dayFromToday(-2), endedInTrial: true },
      { endedOn: dayFromToday(-1), endedInTrial: false },
      { endedOn: dayFromToday(-5), endedInTrial: false },
      { endedOn: dayFromToday(10), endedInTrial: true }, // its last day is still ahead: not ended yet
    ];
    for (const end of ends) {
      const { engagementId } = await engaged(db());
      await db().update(engagements).set(end).where(eq(engagements.id, engagementId));
    }
    await engaged(db()); // no end set
    expect((await metricsOf(db())).trial_endings).toEqual({ ended: 3, ended_in_trial: 1, share: 0.333 });
  });
});
