import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { PATCH as patchJob } from "@/app/api/client/jobs/[id]/route";
import { GET as ownJobs } from "@/app/api/client/jobs/route";
import { POST as reportRoute } from "@/app/api/jobs/[slug]/report/route";
import { GET as jobShow } from "@/app/api/jobs/[slug]/route";
import { GET as jobsList } from "@/app/api/jobs/route";
import { POST as suspend } from "@/app/api/manage/accounts/[kind]/[id]/suspend/route";
import { POST as closeRoute } from "@/app/api/manage/jobs/[id]/close/route";
import { POST as reopenRoute } from "@/app/api/manage/jobs/[id]/reopen/route";
import { POST as reviewRoute } from "@/app/api/manage/jobs/[id]/review/route";
import { GET as manageJobs } from "@/app/api/manage/jobs/route";
import { POST as resolveRoute } from "@/app/api/manage/reports/[id]/resolve/route";
import { auditLog, jobs, mailOutbox } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { clientJobSchema, type ClientJob } from "@/lib/validation/client-job-responses";
import { manageJobsPageSchema } from "@/lib/validation/job-review";

import { registeredClient, registeredManager, registeredTalent, verifiedClient } from "../support/accounts";
import { call } from "../support/api-client";
import { jobInput, postedJob } from "../support/hiring";
import { expectDocumented } from "../support/openapi-check";
import { describeOnEachDatabase } from "../support/test-db";

const REASON = "Asks applicants to send a deposit before the interview.";
const patch = (token: string | undefined, id: number, json: unknown) =>
  call(patchJob, { method: "PATCH", token, json, params: { id: String(id) } });
const close = (token: string | undefined, id: number | string, json: unknown = { reason: REASON }) =>
  call(closeRoute, { token, json, params: { id: String(id) } });
const reopen = (token: string | undefined, id: number | string) =>
  call(reopenRoute, { method: "POST", token, params: { id: String(id) } });
const review = (token: string, id: number, json: unknown) =>
  call(reviewRoute, { token, json, params: { id: String(id) } });
const publicJob = async (slug: string) => (await call(jobShow, { params: { slug } })).body.data;
const ownJob = async (token: string, id: number): Promise<ClientJob> =>
  clientJobSchema.parse((await call(ownJobs, { token })).body.data.find((job: { id: number }) => job.id === id));

describeOnEachDatabase("moderation that sticks", ({ db }) => {
  let manager: { token: string; user: { id: number } };

  beforeAll(async () => {
    await seedReferenceData(db());
    manager = await registeredManager(db());
  });

  const auditActions = async (jobId: number) =>
    (
      await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetKind, "job"), eq(auditLog.targetId, String(jobId))))
        .orderBy(auditLog.id)
    ).map((row) => row.action);
  const boardSlugs = async () =>
    (await call(jobsList, { path: "/api/jobs?per_page=50" })).body.data.map((job: { slug: string }) => job.slug);

  it("keeps a job the platform closed closed: the recruiter sees the reason and cannot reopen or publish it", async () => {
    const client = await verifiedClient();
    const job = await postedJob(client.token, { title: "Deposit role" });
    expect((await close(manager.token, job.id, { reason: "  " })).status).toBe(422);
    expect((await close(manager.token, job.id, {})).status).toBe(422);
    expect((await close(manager.token, job.id, { reason: "x".repeat(1001) })).status).toBe(422);
    expect((await close(manager.token, job.id)).status).toBe(200);

    const mine = await ownJob(client.token, job.id);
    expect(mine).toMatchObject({ status: "closed", platform_close_reason: REASON });
    expect(mine.platform_closed_at).not.toBeNull();
    const reopened = await patch(client.token, job.id, { status: "open" });
    expect(reopened.status).toBe(409);
    expect(reopened.body.message).toContain("closed by the platform");
    expectDocumented("patch", "/api/client/jobs/{id}", reopened.status, reopened.body);
    // A new title with the move is refused whole; an edit without a move is an edit, not a reopening.
    expect((await patch(client.token, job.id, { status: "open", title: "Sneaky role" })).status).toBe(409);
    expect((await patch(client.token, job.id, { status: "closed" })).status).toBe(200);
    expect((await ownJob(client.token, job.id)).status).toBe("closed");
    expect(await boardSlugs()).not.toContain(job.slug);
  });

  it("closes for the platform when a report is resolved with job_closed, with a reason naming the report", async () => {
    const client = await verifiedClient();
    const job = await postedJob(client.token, { title: "Reported role" });
    const talent = await registeredTalent();
    const filed = await call(reportRoute, {
      token: talent.token,
      json: { reason: "scam" },
      params: { slug: job.slug },
    });
    const resolved = await call(resolveRoute, {
      token: manager.token,
      json: { resolution: "job_closed" },
      params: { id: String(filed.body.data.id) },
    });
    expect(resolved.status).toBe(200);
    expect(await ownJob(client.token, job.id)).toMatchObject({
      status: "closed",
      platform_close_reason: "Closed after a report: Scam or fraud.",
    });
    expect((await patch(client.token, job.id, { status: "open" })).status).toBe(409);
  });

  it("lets a manager reopen a job the platform closed, once, audited; 409 for any other job", async () => {
    const client = await verifiedClient();
    const job = await postedJob(client.token, { title: "Wrongly closed role" });
    expect((await reopen(manager.token, job.id)).status).toBe(409);
    await close(manager.token, job.id);
    const other = await registeredManager(db());
    const answers = await Promise.all([reopen(manager.token, job.id), reopen(other.token, job.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const done = answers.find((answer) => answer.status === 200)!;
    expectDocumented("post", "/api/manage/jobs/{id}/reopen", done.status, done.body);
    expect(done.body.data).toEqual({ id: job.id, status: "open" });
    const conflict = answers.find((answer) => answer.status === 409)!;
    expectDocumented("post", "/api/manage/jobs/{id}/reopen", conflict.status, conflict.body);

    expect(await boardSlugs()).toContain(job.slug);
    expect(await ownJob(client.token, job.id)).toMatchObject({
      status: "open",
      platform_closed_at: null,
      platform_close_reason: null,
    });
    expect(await auditActions(job.id)).toEqual(["job.close", "job.reopen"]);
    // The recruiter manages it again: closing and reopening are theirs.
    expect((await patch(client.token, job.id, { status: "closed" })).status).toBe(200);
    expect((await patch(client.token, job.id, { status: "open" })).status).toBe(200);
    // A job the recruiter closed is not the manager's to reopen.
    expect((await patch(client.token, job.id, { status: "closed" })).status).toBe(200);
    expect((await reopen(manager.token, job.id)).status).toBe(409);
  });

  it("sends a new company's job closed in review back to review on reopening", async () => {
    const client = await verifiedClient();
    const created = await call((await import("@/app/api/client/jobs/route")).POST, {
      token: client.token,
      json: jobInput({ publish: true }),
    });
    expect(created.body.data.status).toBe("pending_review");
    await close(manager.token, created.body.data.id);
    expect((await reopen(manager.token, created.body.data.id)).body.data.status).toBe("pending_review");
  });

  it("refuses reopening to non-managers, suspended accounts and unknown ids", async () => {
    const client = await verifiedClient();
    const job = await postedJob(client.token);
    await close(manager.token, job.id);
    const talent = await registeredTalent();
    for (const token of [undefined, "not-a-token", talent.token, client.token]) {
      expect((await reopen(token, job.id)).status).toBe(401);
      expect((await close(token, job.id)).status).toBe(401);
    }
    const owner = await registeredClient();
    const suspended = await call(suspend, {
      token: manager.token,
      json: { reason: "Fraud." },
      params: { kind: "client", id: String(owner.user.id) },
    });
    expect(suspended.status).toBe(200);
    expect((await reopen(owner.token, job.id)).status).toBe(401);
    for (const id of [999_999_999, "2147483648", "abc", "-1"]) {
      const answer = await reopen(manager.token, id);
      expect(answer.status).toBe(404);
      if (id === 999_999_999) expectDocumented("post", "/api/manage/jobs/{id}/reopen", answer.status, answer.body);
    }
    expect((await ownJob(client.token, job.id)).status).toBe("closed");
  });

  it("keeps a published job's earlier version public until a manager approves its changed content", async () => {
    const client = await verifiedClient({ first_name: "Ida" });
    const job = await postedJob(client.token, { title: "Honest role", rate_min: 50, rate_max: 80 });
    const edited = await patch(client.token, job.id, {
      title: "Send a $50 deposit to apply",
      rate_max: 120,
      skills: ["typescript"],
      location: "Anywhere in Europe",
    });
    expect(edited.status).toBe(200);
    expectDocumented("patch", "/api/client/jobs/{id}", edited.status, edited.body);
    const mine = clientJobSchema.parse(edited.body.data);
    expect(mine).toMatchObject({ title: "Honest role", rate_max: 80, location: "Anywhere in Europe" });
    expect(mine.revision).toMatchObject({ title: "Send a $50 deposit to apply", rate_min: 50, rate_max: 120 });
    expect(mine.revision!.skills).toEqual(["TypeScript"]);
    expect(await publicJob(job.slug)).toMatchObject({ title: "Honest role", rate_max: 80 });
    expect((await call(jobsList, { path: "/api/jobs?search=deposit" })).body.data).toEqual([]);
    expect(
      (await call(jobsList, { path: "/api/jobs?search=europe" })).body.data.map((j: { id: number }) => j.id),
    ).toContain(job.id);

    const queue = manageJobsPageSchema.parse((await call(manageJobs, { token: manager.token })).body).data;
    expect(queue.find((row) => row.id === job.id)).toMatchObject({ status: "open", title: "Honest role" });
    expect(queue.find((row) => row.id === job.id)!.revision_submitted_at).not.toBeNull();

    // A second edit replaces the pending changes; editing back to the public content withdraws them.
    const second = clientJobSchema.parse(
      (await patch(client.token, job.id, { title: "Honest role, senior", rate_max: 80 })).body.data,
    );
    expect(second.revision).toMatchObject({ title: "Honest role, senior", rate_max: 80, skills: ["TypeScript"] });
    const withdrawn = clientJobSchema.parse(
      (await patch(client.token, job.id, { title: "Honest role", skills: ["ReactJs", "typescript"] })).body.data,
    );
    expect(withdrawn.revision).toBeNull();

    await patch(client.token, job.id, {
      title: "Honest role, senior",
      description: "A new description of the job, long enough to pass.",
    });
    const approved = await review(manager.token, job.id, { decision: "approve" });
    expect(approved.body.data).toEqual({ id: job.id, status: "open" });
    expect(await publicJob(job.slug)).toMatchObject({
      title: "Honest role, senior",
      description: "A new description of the job, long enough to pass.",
    });
    expect((await ownJob(client.token, job.id)).revision).toBeNull();
    expect(
      (await call(jobsList, { path: "/api/jobs?search=senior%20honest" })).body.data.map((j: { id: number }) => j.id),
    ).toContain(job.id);
    expect(await auditActions(job.id)).toEqual(["job.changes_approve"]);
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, client.email), eq(mailOutbox.kind, "job_review_decision")));
    expect(mail!.subject).toBe("Your changes to Honest role, senior are live");
  });

  it("keeps the earlier version when a manager rejects the changes, and tells the recruiter why", async () => {
    const client = await verifiedClient();
    const job = await postedJob(client.token, { title: "Plain role" });
    await patch(client.token, job.id, { description: "Send a $50 deposit to apply, then we talk about the job." });
    expect((await review(manager.token, job.id, { decision: "reject" })).status).toBe(422);
    const reason = "Never ask applicants for money.";
    const rejected = await review(manager.token, job.id, { decision: "reject", reason });
    expect(rejected.body.data).toEqual({ id: job.id, status: "open" });
    expect((await publicJob(job.slug)).description).not.toContain("deposit");
    expect(await ownJob(client.token, job.id)).toMatchObject({ revision: null, revision_rejection: reason });
    expect((await review(manager.token, job.id, { decision: "approve" })).status).toBe(409);

    // Editing the other fields keeps the note; new changes clear it and wait again.
    expect((await patch(client.token, job.id, { location: "Remote, EU" })).body.data.revision_rejection).toBe(reason);
    const again = clientJobSchema.parse((await patch(client.token, job.id, { title: "Plainer role" })).body.data);
    expect(again.revision_rejection).toBeNull();
    expect(again.revision?.title).toBe("Plainer role");
  });

  it("applies content edits at once to drafts and closed-by-recruiter jobs wait like open ones", async () => {
    const client = await verifiedClient();
    const draft = await postedJob(client.token, { title: "Draft role", publish: false });
    const edited = clientJobSchema.parse((await patch(client.token, draft.id, { title: "Draft role 2" })).body.data);
    expect(edited).toMatchObject({ title: "Draft role 2", revision: null });
    const closed = await postedJob(client.token, { title: "Closed role" });
    await patch(client.token, closed.id, { status: "closed" });
    const waiting = clientJobSchema.parse((await patch(client.token, closed.id, { title: "Closed role 2" })).body.data);
    expect(waiting).toMatchObject({ title: "Closed role", revision: { title: "Closed role 2" } });
    expect((await patch(client.token, closed.id, { rate_min: 500 })).status).toBe(422);
  });

  it("lets one of two managers deciding on the same changes at once win", async () => {
    const client = await verifiedClient();
    const job = await postedJob(client.token, { title: "Raced role" });
    await patch(client.token, job.id, { title: "Raced role, changed" });
    const other = await registeredManager(db());
    const answers = await Promise.all([
      review(manager.token, job.id, { decision: "approve" }),
      review(other.token, job.id, { decision: "reject", reason: "No." }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const [row] = await db().select().from(jobs).where(eq(jobs.id, job.id));
    const approvedFirst = answers[0]!.status === 200;
    expect(row!.title).toBe(approvedFirst ? "Raced role, changed" : "Raced role");
    expect(row!.revisionRejection).toBe(approvedFirst ? null : "No.");
    expect(row!.revision).toBeNull();
    expect(await auditActions(job.id)).toHaveLength(1);
  });
});
