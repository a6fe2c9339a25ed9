import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { POST as addNote } from "@/app/api/client/applications/[id]/notes/route";
import { POST as moveStage } from "@/app/api/client/applications/[id]/stage/route";
import { PATCH as patchJob } from "@/app/api/client/jobs/[id]/route";
import { POST as apply } from "@/app/api/talent/applications/route";
import { recruiterOverview } from "@/lib/server/applications/recruiter-overview";
import { applicationEvents, applications } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";

import { registeredClient } from "../support/accounts";
import { call } from "../support/api-client";
import { completeTalent, postedJob } from "../support/hiring";
import { describeOnEachDatabase } from "../support/test-db";

const DAY = 86_400_000;

describeOnEachDatabase("the recruiter overview", ({ db }) => {
  beforeAll(async () => {
    await seedReferenceData(db());
  });

  const applyTo = async (token: string, slug: string) =>
    (await call(apply, { token, json: { job_slug: slug } })).body.data.id as number;

  /** Makes an application look as if it was applied to, and last moved, `days` ago. */
  async function age(id: number, days: number) {
    const then = new Date(Date.now() - days * DAY).toISOString();
    await db()
      .update(applications)
      .set({ createdAt: sql`${then}::timestamptz`, updatedAt: sql`${then}::timestamptz` })
      .where(eq(applications.id, id));
    await db()
      .update(applicationEvents)
      .set({ at: sql`${then}::timestamptz` })
      .where(eq(applicationEvents.applicationId, id));
  }

  it("has no jobs and nothing to do for a new company", async () => {
    const client = await registeredClient();
    expect(await recruiterOverview(db(), client.user.id)).toEqual({
      hasJobs: false,
      openJobs: [],
      inReview: 0,
      attention: [],
    });
  });

  it("lists only open jobs, with applicant counts per stage", async () => {
    const client = await registeredClient();
    const open = await postedJob(client.token, { title: "Open role" });
    await postedJob(client.token, { title: "Draft role", publish: false });
    const closed = await postedJob(client.token, { title: "Closed role" });
    await call(patchJob, { token: client.token, json: { status: "closed" }, params: { id: String(closed.id) } });
    const first = await applyTo((await completeTalent(db())).token, open.slug);
    await applyTo((await completeTalent(db())).token, open.slug);
    await call(moveStage, {
      token: client.token,
      json: { stage: "interview", from_stage: "applied" },
      params: { id: String(first) },
    });

    const overview = await recruiterOverview(db(), client.user.id);
    expect(overview.hasJobs).toBe(true);
    expect(overview.openJobs.map((job) => job.title)).toEqual(["Open role"]);
    expect(overview.openJobs[0]!.applicant_counts).toMatchObject({ applied: 1, interview: 1, hired: 0 });
  });

  it("needs attention for active applications untouched for 3+ days, stalest first; a move or a note clears it", async () => {
    const client = await registeredClient();
    const job = await postedJob(client.token, { title: "Attention role" });
    const stale = await applyTo((await completeTalent(db())).token, job.slug);
    const staler = await applyTo((await completeTalent(db())).token, job.slug);
    const noted = await applyTo((await completeTalent(db())).token, job.slug);
    const fresh = await applyTo((await completeTalent(db())).token, job.slug);
    const rejected = await applyTo((await completeTalent(db())).token, job.slug);
    await call(moveStage, {
      token: client.token,
      json: { stage: "rejected", from_stage: "applied", reason: "rate" },
      params: { id: String(rejected) },
    });
    await age(stale, 4);
    await age(staler, 9);
    await age(noted, 6);
    await age(rejected, 10);
    await age(fresh, 2);
    await call(addNote, { token: client.token, json: { body: "Called them today." }, params: { id: String(noted) } });

    const { attention } = await recruiterOverview(db(), client.user.id);
    expect(attention.map((item) => item.applicationId)).toEqual([staler, stale]);
    expect(attention[0]).toMatchObject({
      jobId: job.id,
      jobTitle: "Attention role",
      talentName: "Ada Applicant",
      stage: "applied",
      idleDays: 9,
    });
    expect(attention[1]!.idleDays).toBe(4);

    const stranger = await registeredClient();
    expect((await recruiterOverview(db(), stranger.user.id)).attention).toEqual([]);
  });
});
