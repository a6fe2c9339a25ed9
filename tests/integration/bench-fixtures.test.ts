import { count, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { GET as jobApplications } from "@/app/api/client/jobs/[id]/applications/route";
import { POST as managerLogin } from "@/app/api/manage/login/route";
import { GET as vettingQueue } from "@/app/api/manage/vetting/route";
import { POST as apply } from "@/app/api/talent/applications/route";
import { POST as talentLogin } from "@/app/api/talent/login/route";
import { applications, talentProfiles, talents, talentVetting } from "@/lib/server/db/schema";
import { seedBenchFixtures, type BenchFixtures } from "@/lib/server/db/seed/bench-fixtures";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";

import { call } from "../support/api-client";
import { describeOnEachDatabase } from "../support/test-db";

const OPTIONS = { talents: 30, queued: 4, openJobs: 2, listApplications: 25, boardApplications: 14 };

describeOnEachDatabase("bench fixtures", ({ db }) => {
  let fixtures: BenchFixtures;
  beforeAll(async () => {
    await seedReferenceData(db());
    fixtures = await seedBenchFixtures(db(), OPTIONS);
  });

  it("makes verified talents with complete profiles, vetted, and a queue to vet", async () => {
    expect(fixtures.talents).toHaveLength(OPTIONS.talents);
    const [vetted] = await db().select({ n: count() }).from(talentVetting).where(eq(talentVetting.stage, "vetted"));
    const [queued] = await db().select({ n: count() }).from(talentVetting).where(eq(talentVetting.stage, "submitted"));
    expect([vetted!.n, queued!.n]).toEqual([OPTIONS.talents, OPTIONS.queued]);
    const unverified = (await db().select({ verified: talents.emailVerifiedAt }).from(talents)).filter(
      (t) => t.verified === null,
    );
    expect(unverified).toEqual([]);
    const incomplete = (await db().select({ completed: talentProfiles.completedAt }).from(talentProfiles)).filter(
      (p) => p.completed === null,
    );
    expect(incomplete).toEqual([]);
  });

  it("gives the recruiter a job with the applicants list and a board over several stages", async () => {
    const list = await call(jobApplications, {
      token: fixtures.recruiter.token,
      params: { id: String(fixtures.jobs.listJobId) },
    });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(OPTIONS.listApplications);
    const board = await call(jobApplications, {
      token: fixtures.recruiter.token,
      params: { id: String(fixtures.jobs.boardJobId) },
    });
    expect(board.body.data).toHaveLength(OPTIONS.boardApplications);
    expect(new Set(board.body.data.map((card: { stage: string }) => card.stage)).size).toBeGreaterThan(4);
    const [all] = await db().select({ n: count() }).from(applications);
    expect(all!.n).toBe(OPTIONS.listApplications + OPTIONS.boardApplications);
  });

  it("lets a fixture talent log in with the password, and apply to an open job with the token it was given", async () => {
    const talent = fixtures.talents[OPTIONS.talents - 1]!;
    const login = await call(talentLogin, { json: { email: talent.email, password: fixtures.password } });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const applied = await call(apply, { token: talent.token, json: { job_slug: fixtures.jobs.openSlugs[0] } });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  });

  it("lets the manager log in and see the queue", async () => {
    const login = await call(managerLogin, { json: { email: fixtures.manager.email, password: fixtures.password } });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const queue = await call(vettingQueue, {
      token: login.body.data.token,
      path: "/api/manage/vetting?stage=submitted",
    });
    expect(queue.status, JSON.stringify(queue.body)).toBe(200);
    expect(queue.body.data).toHaveLength(OPTIONS.queued);
  });

  it("refuses a second run on the same database", async () => {
    await expect(seedBenchFixtures(db(), OPTIONS)).rejects.toThrow(/fresh one/);
  });
});
