import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { POST as clientDelete } from "@/app/api/client/account/delete/route";
import { GET as jobApplications } from "@/app/api/client/jobs/[id]/applications/route";
import { POST as clientLogin } from "@/app/api/client/login/route";
import { GET as jobsList } from "@/app/api/jobs/route";
import { POST as talentDelete } from "@/app/api/talent/account/delete/route";
import { POST as apply, GET as talentApplications } from "@/app/api/talent/applications/route";
import { GET as talentInfo } from "@/app/api/talent/info/route";
import { POST as talentLogin } from "@/app/api/talent/login/route";
import { PUT as saveJob } from "@/app/api/talent/saved-jobs/[slug]/route";
import { applications, companies, jobs, savedJobs, storedFiles, talentProfiles, talents } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";

import { GOOD_PASSWORD, registeredClient, registeredTalent } from "../support/accounts";
import { call } from "../support/api-client";
import { completeTalent, postedJob } from "../support/hiring";
import { expectDocumented } from "../support/openapi-check";
import { describeOnEachDatabase } from "../support/test-db";

describeOnEachDatabase("deleting an account", ({ db }) => {
  beforeAll(async () => {
    await seedReferenceData(db());
  });

  it("a talent: profile, files, saved jobs go; the application stays with the company, anonymised and withdrawn", async () => {
    const client = await registeredClient();
    const job = await postedJob(client.token);
    const other = await postedJob(client.token, { title: "Another role" });
    const talent = await completeTalent(db());
    expect(
      (
        await call(apply, {
          token: talent.token,
          json: { job_slug: job.slug, cover_note: "Hello from Ada, ada@example.com" },
        })
      ).status,
    ).toBe(201);
    expect((await call(saveJob, { token: talent.token, params: { slug: other.slug } })).status).toBe(200);

    const wrong = await call(talentDelete, { token: talent.token, json: { current_password: "not it" } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.current_password).toEqual(["The current password is incorrect."]);
    expect((await call(talentDelete, { token: client.token, json: { current_password: GOOD_PASSWORD } })).status).toBe(
      401,
    );

    const deleted = await call(talentDelete, { token: talent.token, json: { current_password: GOOD_PASSWORD } });
    expect(deleted.status).toBe(204);
    expectDocumented("post", "/api/talent/account/delete", 204, deleted.body);

    expect((await call(talentInfo, { token: talent.token })).status).toBe(401);
    expect((await call(talentLogin, { form: { email: talent.email, password: GOOD_PASSWORD } })).status).toBe(401);
    const [row] = await db().select().from(talents).where(eq(talents.id, talent.id));
    expect(row).toMatchObject({ firstName: "Deleted", lastName: "talent", passwordHash: null });
    expect(row!.email).not.toContain(talent.email.split("@")[0]);
    expect(await db().select().from(talentProfiles).where(eq(talentProfiles.talentId, talent.id))).toHaveLength(0);
    expect(await db().select().from(savedJobs).where(eq(savedJobs.talentId, talent.id))).toHaveLength(0);
    expect(
      await db()
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.ownerKind, "talent"), eq(storedFiles.ownerId, talent.id))),
    ).toHaveLength(0);

    const board = await call(jobApplications, { token: client.token, params: { id: String(job.id) } });
    expect(board.status).toBe(200);
    const card = board.body.data.find((entry: { talent: { name: string } }) => entry.talent.name === "Deleted talent");
    expect(card).toMatchObject({ stage: "withdrawn", cover_note: null });
    expect(JSON.stringify(card)).not.toContain("ada@example.com");
  });

  it("a recruiter: drafts and the company go, published jobs close and stay for those who applied", async () => {
    const client = await registeredClient();
    const open = await postedJob(client.token, { title: "Role that will close" });
    const draft = await postedJob(client.token, { title: "Unpublished role", publish: false });
    const talent = await completeTalent(db());
    expect((await call(apply, { token: talent.token, json: { job_slug: open.slug } })).status).toBe(201);

    expect((await call(clientDelete, { token: client.token, json: {} })).status).toBe(422);
    expect((await call(clientDelete, { token: client.token, json: { current_password: GOOD_PASSWORD } })).status).toBe(
      204,
    );

    expect((await call(clientLogin, { form: { email: client.email, password: GOOD_PASSWORD } })).status).toBe(401);
    expect(await db().select().from(companies).where(eq(companies.clientId, client.user.id))).toHaveLength(0);
    expect(await db().select().from(jobs).where(eq(jobs.id, draft.id))).toHaveLength(0);
    const [closed] = await db()
      .select({ status: jobs.status, companyId: jobs.companyId })
      .from(jobs)
      .where(eq(jobs.id, open.id));
    expect(closed).toEqual({ status: "closed", companyId: null });
    const listed = await call(jobsList, { path: "/api/jobs?search=Role%20that%20will%20close" });
    expect(JSON.stringify(listed.body)).not.toContain(open.slug);
    const mine = await call(talentApplications, { token: talent.token });
    expect(mine.body.data.find((entry: { job: { slug: string } }) => entry.job.slug === open.slug).job.status).toBe(
      "closed",
    );
    expect(await db().select().from(applications).where(eq(applications.jobId, open.id))).toHaveLength(1);
  });

  it("an account made with Google types its email instead of a password", async () => {
    const talent = await registeredTalent();
    await db().update(talents).set({ passwordHash: null }).where(eq(talents.email, talent.email));
    const mismatch = await call(talentDelete, {
      token: talent.token,
      json: { confirm_email: "someone.else@example.com" },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.confirm_email).toEqual(["Type your account's email exactly to confirm."]);
    expect(
      (await call(talentDelete, { token: talent.token, json: { confirm_email: talent.email.toUpperCase() } })).status,
    ).toBe(204);
    expect((await call(talentInfo, { token: talent.token })).status).toBe(401);
  });
});
