import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";

import { POST as moveStage } from "@/app/api/client/applications/[id]/stage/route";
import { GET as jobApplications } from "@/app/api/client/jobs/[id]/applications/route";
import { APPLICATION_STAGES, type ApplicationStage } from "@/lib/applications/stages";
import { applications, talents } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { suspendAccount } from "@/lib/server/manage/account-suspension";
import { jobApplicationsPageSchema, type JobApplicationsPage } from "@/lib/validation/applications";

import { registeredClient, registeredManager, registeredTalent } from "../support/accounts";
import { call } from "../support/api-client";
import { postedJob } from "../support/hiring";
import { describeOnEachDatabase } from "../support/test-db";

const list = (token: string, jobId: number, query: Record<string, string | number> = {}) =>
  call(jobApplications, {
    token,
    params: { id: String(jobId) },
    path: `/api/client/jobs/${jobId}/applications?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
  });

const ids = (page: JobApplicationsPage, stage?: ApplicationStage) =>
  page.data.filter((card) => stage === undefined || card.stage === stage).map((card) => card.id);

describeOnEachDatabase("the applicants list, paged by stage", ({ db }) => {
  let owner: Awaited<ReturnType<typeof registeredClient>>;
  let jobId: number;
  /** The job's applications per stage, oldest first, as seeded. */
  const seeded: Partial<Record<ApplicationStage, number[]>> = {};

  /** `n` talents (just the rows a card needs) applied to the job in `stage`, straight in the database; their ids. */
  async function seedApplicants(job: number, stage: ApplicationStage, n: number) {
    const suffix = crypto.randomBytes(4).toString("hex");
    const people = await db()
      .insert(talents)
      .values(
        Array.from({ length: n }, (_, i) => ({
          firstName: "Applicant",
          lastName: `${stage} ${i + 1}`,
          email: `pages-${stage}-${i}-${suffix}@example.com`,
        })),
      )
      .returning({ id: talents.id });
    const rows = await db()
      .insert(applications)
      .values(people.map((person) => ({ talentId: person.id, jobId: job, stage })))
      .returning({ id: applications.id });
    return rows.map((row) => row.id).sort((a, b) => a - b);
  }

  beforeAll(async () => {
    await seedReferenceData(db());
    owner = await registeredClient();
    jobId = (await postedJob(owner.token)).id;
    seeded.applied = await seedApplicants(jobId, "applied", 120);
    seeded.screening = await seedApplicants(jobId, "screening", 3);
  });

  it("answers every stage's first 50, oldest first, with each stage's true count and a cursor where more wait", async () => {
    const answer = await list(owner.token, jobId);
    expect(answer.status).toBe(200);
    const page = jobApplicationsPageSchema.parse(answer.body);
    expect(ids(page)).toEqual([...seeded.applied!.slice(0, 50), ...seeded.screening!]);
    expect(page.meta.stages.applied).toEqual({ count: 120, next_cursor: expect.any(String) });
    expect(page.meta.stages.screening).toEqual({ count: 3, next_cursor: null });
    for (const stage of APPLICATION_STAGES.filter((s) => s !== "applied" && s !== "screening"))
      expect(page.meta.stages[stage]).toEqual({ count: 0, next_cursor: null });
  });

  it("pages one stage after its cursor to the end, each card once, and takes a limit up to 100", async () => {
    const first = jobApplicationsPageSchema.parse((await list(owner.token, jobId)).body);
    const second = jobApplicationsPageSchema.parse(
      (await list(owner.token, jobId, { stage: "applied", cursor: first.meta.stages.applied!.next_cursor! })).body,
    );
    expect(ids(second)).toEqual(seeded.applied!.slice(50, 100));
    expect(Object.keys(second.meta.stages)).toEqual(["applied"]);
    const third = jobApplicationsPageSchema.parse(
      (await list(owner.token, jobId, { stage: "applied", cursor: second.meta.stages.applied!.next_cursor! })).body,
    );
    expect(ids(third)).toEqual(seeded.applied!.slice(100));
    expect(third.meta.stages.applied).toEqual({ count: 120, next_cursor: null });

    const wide = jobApplicationsPageSchema.parse(
      (await list(owner.token, jobId, { stage: "applied", limit: 100 })).body,
    );
    expect(ids(wide)).toEqual(seeded.applied!.slice(0, 100));
    const small = jobApplicationsPageSchema.parse((await list(owner.token, jobId, { limit: 2 })).body);
    expect(ids(small)).toEqual([...seeded.applied!.slice(0, 2), ...seeded.screening!.slice(0, 2)]);
    expect(small.meta.stages.screening).toEqual({ count: 3, next_cursor: expect.any(String) });
  });

  it("follows a move across pages: the card leaves its stage's later page and counts in its new stage", async () => {
    const job = (await postedJob(owner.token)).id;
    const late = (await seedApplicants(job, "applied", 55)).at(-1)!; // on the stage's second page

    const moved = await call(moveStage, {
      token: owner.token,
      params: { id: String(late) },
      json: { stage: "screening", from_stage: "applied" },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const first = jobApplicationsPageSchema.parse((await list(owner.token, job)).body);
    expect(first.meta.stages.applied!.count).toBe(54);
    expect(first.meta.stages.screening).toEqual({ count: 1, next_cursor: null });
    expect(ids(first, "screening")).toEqual([late]);
    const rest = jobApplicationsPageSchema.parse(
      (await list(owner.token, job, { stage: "applied", cursor: first.meta.stages.applied!.next_cursor! })).body,
    );
    expect(ids(rest)).toHaveLength(4);
    expect(ids(rest)).not.toContain(late);
  });

  describe("refuses", () => {
    it("a cursor no page gave, one from another stage, one without its stage, and a limit out of range: 422", async () => {
      const cursor = jobApplicationsPageSchema.parse((await list(owner.token, jobId)).body).meta.stages.applied!
        .next_cursor!;
      const message = "The cursor is not one this list gave: send a stage's next_cursor with that stage.";
      const queries: Record<string, string>[] = [
        { stage: "applied", cursor: "not-a-cursor!" },
        { stage: "applied", cursor: Buffer.from("applied:0").toString("base64url") },
        { stage: "applied", cursor: Buffer.from("applied; drop table").toString("base64url") },
        { stage: "applied", cursor: "x".repeat(65) },
        { stage: "screening", cursor },
        { cursor },
      ];
      for (const query of queries) {
        const answer = await list(owner.token, jobId, query);
        expect(answer.status, JSON.stringify(query)).toBe(422);
        expect(answer.body.errors.cursor).toEqual([message]);
      }
      expect((await list(owner.token, jobId, { limit: 0 })).body.errors.limit).toEqual([
        "The limit must be at least 1.",
      ]);
      expect((await list(owner.token, jobId, { limit: 101 })).status).toBe(422);
      expect((await list(owner.token, jobId, { stage: "nope" })).status).toBe(422);
    });

    it("another company's job (404, cursor or not), a talent's token and a suspended client (401)", async () => {
      const cursor = jobApplicationsPageSchema.parse((await list(owner.token, jobId)).body).meta.stages.applied!
        .next_cursor!;
      const stranger = await registeredClient();
      expect((await list(stranger.token, jobId)).status).toBe(404);
      expect((await list(stranger.token, jobId, { stage: "applied", cursor })).status).toBe(404);
      expect((await list((await registeredTalent()).token, jobId)).status).toBe(401);

      const suspended = await registeredClient();
      const ownJob = (await postedJob(suspended.token)).id;
      expect((await list(suspended.token, ownJob)).status).toBe(200);
      const manager = await registeredManager(db());
      await suspendAccount(db(), manager.user.id, { kind: "client", id: suspended.user.id as number }, "Spam");
      expect((await list(suspended.token, ownJob)).status).toBe(401);
    });
  });
});
