import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { GET as metricsRoute } from "@/app/api/manage/metrics/route";
import { POST as profileUpdate } from "@/app/api/talent/profile_update/route";
import { APPLY_THRESHOLD } from "@/lib/profiles/completeness";
import {
  applicationEvents,
  applications,
  clients,
  talentProfiles,
  talents,
  vettingEvents,
} from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import type { Db } from "@/lib/server/db/types";

import { registeredClient, registeredManager, registeredTalent, uniqueEmail } from "../support/accounts";
import { call } from "../support/api-client";
import { completeTalent, postedJob } from "../support/hiring";
import { expectDocumented } from "../support/openapi-check";
import { describeOnEachDatabase } from "../support/test-db";

const DAY = 24 * 60 * 60 * 1000;

/** Monday 00:00 UTC of the week `weeksAgo` weeks before this one, plus `offsetMs`. */
function inWeek(weeksAgo: number, offsetMs = 0): Date {
  const now = new Date();
  const monday =
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - ((now.getUTCDay() + 6) % 7) * DAY;
  return new Date(monday - weeksAgo * 7 * DAY + offsetMs);
}
const mondayOf = (weeksAgo: number) => inWeek(weeksAgo).toISOString().slice(0, 10);

async function talentAt(db: Db, createdAt: Date) {
  const [row] = await db
    .insert(talents)
    .values({ firstName: "T", lastName: "W", email: uniqueEmail("t"), createdAt })
    .returning({ id: talents.id });
  return row!.id;
}

describeOnEachDatabase("manager metrics", ({ db }) => {
  let manager: Awaited<ReturnType<typeof registeredManager>>;

  beforeAll(async () => {
    await seedReferenceData(db());
    manager = await registeredManager(db());
  });

  const metrics = async (query = "") => {
    const { status, body } = await call(metricsRoute, { token: manager.token, path: `/api/manage/metrics${query}` });
    expect(status).toBe(200);
    expectDocumented("get", "/api/manage/metrics", 200, body);
    return body.data;
  };

  it("answers 12 zero-filled ISO weeks by default, oldest first, Mondays UTC, and no vetted share without submissions", async () => {
    const data = await metrics();
    expect(data.weeks).toHaveLength(12);
    expect(data.weeks.map((w: { week_start: string }) => w.week_start)).toEqual(
      Array.from({ length: 12 }, (_, i) => mondayOf(11 - i)),
    );
    expect(data.weeks[11].iso_week).toMatch(/^\d{4}-W\d{2}$/);
    for (const week of data.weeks.slice(0, 11))
      expect(week).toMatchObject({ signups: 0, vetted: 0, hires: 0, applications: 0 });
    expect(data.vetted_share).toBeNull();
    expect((await metrics("?weeks=1")).weeks).toHaveLength(1);
    expect((await metrics("?weeks=52")).weeks).toHaveLength(52);
  });

  it("counts each series in the week its rows fall in, totals the window and leaves older rows out", async () => {
    const baseline = await metrics("?weeks=6");
    const t1 = await talentAt(db(), inWeek(2, DAY));
    const t2 = await talentAt(db(), inWeek(2, 6 * DAY + 23 * 60 * 60 * 1000)); // Sunday 23:00: still week 2
    const old = await talentAt(db(), inWeek(9));
    await db()
      .insert(clients)
      .values({ firstName: "C", lastName: "W", email: uniqueEmail("c"), companyName: "Co", createdAt: inWeek(1) });
    await db()
      .insert(talentProfiles)
      .values([
        { talentId: t1, completedAt: inWeek(1, 1000) },
        { talentId: t2, completedAt: inWeek(0) },
        { talentId: old, completedAt: inWeek(7) },
      ]);
    await db()
      .insert(vettingEvents)
      .values([
        { talentId: t1, attempt: 1, fromStage: null, toStage: "submitted", at: inWeek(3) },
        { talentId: t2, attempt: 1, fromStage: null, toStage: "submitted", at: inWeek(3, DAY) },
        { talentId: t1, attempt: 1, fromStage: "submitted", toStage: "profile_review", at: inWeek(2) },
        { talentId: t1, attempt: 1, fromStage: "live_interview", toStage: "vetted", at: inWeek(1) },
        { talentId: old, attempt: 1, fromStage: null, toStage: "submitted", at: inWeek(8) },
      ]);
    const client = await registeredClient();
    const job = await postedJob(client.token);
    const [application] = await db()
      .insert(applications)
      .values({ talentId: t1, jobId: job.id, createdAt: inWeek(4) })
      .returning({ id: applications.id });
    await db()
      .insert(applicationEvents)
      .values([
        {
          applicationId: application!.id,
          fromStage: null,
          toStage: "applied",
          actorKind: "talent",
          actorId: t1,
          at: inWeek(4),
        },
        {
          applicationId: application!.id,
          fromStage: "interview",
          toStage: "hired",
          actorKind: "client",
          actorId: client.user.id,
          at: inWeek(1, DAY),
        },
      ]);

    const data = await metrics("?weeks=6");
    const delta = (weeksAgo: number, key: string) => data.weeks[5 - weeksAgo][key] - baseline.weeks[5 - weeksAgo][key];
    expect([5, 4, 3, 2, 1].map((w) => delta(w, "talent_signups"))).toEqual([0, 0, 0, 2, 0]);
    expect([5, 4, 3, 2, 1].map((w) => delta(w, "client_signups"))).toEqual([0, 0, 0, 0, 1]);
    expect(delta(2, "signups")).toBe(2);
    expect(delta(1, "signups")).toBe(1);
    expect([5, 4, 3, 2, 1, 0].map((w) => delta(w, "complete_profiles"))).toEqual([0, 0, 0, 0, 1, 1]);
    expect([5, 4, 3, 2, 1, 0].map((w) => delta(w, "vetting_submissions"))).toEqual([0, 0, 2, 0, 0, 0]);
    expect([5, 4, 3, 2, 1, 0].map((w) => delta(w, "vetted"))).toEqual([0, 0, 0, 0, 1, 0]);
    expect([5, 4, 3, 2, 1, 0].map((w) => delta(w, "applications"))).toEqual([0, 1, 0, 0, 0, 0]);
    expect([5, 4, 3, 2, 1, 0].map((w) => delta(w, "hires"))).toEqual([0, 0, 0, 0, 1, 0]);
    // The week before the window holds the old talent's submission: it is not counted.
    expect(data.totals.vetting_submissions).toBe(2);
    expect(data.totals.vetted).toBe(1);
    expect(data.totals.hires).toBe(1);
    expect(data.vetted_share).toBe(0.5);
    for (const key of Object.keys(data.totals)) {
      expect(data.totals[key], key).toBe(
        data.weeks.reduce((sum: number, week: Record<string, number>) => sum + week[key]!, 0),
      );
    }
  });

  it("refuses weeks outside 1–52 with 422, and non-manager tokens with 401", async () => {
    for (const weeks of ["0", "53", "-1", "two", "1.5"]) {
      const { status, body } = await call(metricsRoute, {
        token: manager.token,
        path: `/api/manage/metrics?weeks=${weeks}`,
      });
      expect(status, weeks).toBe(422);
      expect(body.errors.weeks).toBeDefined();
    }
    const talent = await registeredTalent();
    const client = await registeredClient();
    for (const token of [talent.token, client.token, undefined])
      expect((await call(metricsRoute, { token, path: "/api/manage/metrics" })).status).toBe(401);
  });
});

describeOnEachDatabase("completed_at on talent profiles", ({ db }) => {
  beforeAll(() => seedReferenceData(db()));

  const completedAt = async (talentId: number) =>
    (
      await db()
        .select({ at: talentProfiles.completedAt })
        .from(talentProfiles)
        .where(eq(talentProfiles.talentId, talentId))
    )[0]!.at;

  it("is stamped the first time a save brings the profile to the threshold, and kept by later saves", async () => {
    const partial = await registeredTalent();
    const saved = await call(profileUpdate, { token: partial.token, form: { headline: "Designer" } });
    expect(saved.status).toBe(200);
    expect(await completedAt(saved.body.data.id)).toBeNull();

    const talent = await completeTalent(db());
    const first = await completedAt(talent.id);
    expect(first).toBeInstanceOf(Date);

    // Below the threshold again, then complete again: the first date stays.
    const below = await call(profileUpdate, { token: talent.token, form: { headline: "", bio: "", hourly_rate: "" } });
    expect(below.body.data.profile.completeness.percent).toBeLessThan(APPLY_THRESHOLD);
    expect(await completedAt(talent.id)).toEqual(first);
    const again = await call(profileUpdate, {
      token: talent.token,
      form: { headline: "Back again", hourly_rate: "75" },
    });
    expect(again.body.data.profile.completeness.percent).toBeGreaterThanOrEqual(APPLY_THRESHOLD);
    expect(await completedAt(talent.id)).toEqual(first);
  });
});
