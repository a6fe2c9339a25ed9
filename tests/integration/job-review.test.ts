import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { GET as companyPage } from "@/app/api/client/company/route";
import { PATCH as patchJob } from "@/app/api/client/jobs/[id]/route";
import { POST as createJob, GET as ownJobs } from "@/app/api/client/jobs/route";
import { GET as jobShow } from "@/app/api/jobs/[slug]/route";
import { GET as jobsList } from "@/app/api/jobs/route";
import { POST as closeRoute } from "@/app/api/manage/jobs/[id]/close/route";
import { POST as reviewRoute } from "@/app/api/manage/jobs/[id]/review/route";
import { GET as manageJobs } from "@/app/api/manage/jobs/route";
import { POST as apply } from "@/app/api/talent/applications/route";
import sitemap from "@/app/sitemap";
import { getPublicCompany, listCompanySlugsWithOpenJobs } from "@/lib/server/companies/public-company";
import { auditLog, companies, jobs, mailOutbox } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { clientJobSchema } from "@/lib/validation/client-job-responses";
import { manageJobsPageSchema } from "@/lib/validation/job-review";

import { registeredClient, registeredManager, registeredTalent, verifiedClient } from "../support/accounts";
import { call } from "../support/api-client";
import { completeTalent, jobInput } from "../support/hiring";
import { expectDocumented } from "../support/openapi-check";
import { describeOnEachDatabase } from "../support/test-db";

const post = (token: string, overrides: Record<string, unknown> = {}) =>
  call(createJob, { token, json: jobInput({ publish: true, ...overrides }) });
const patch = (token: string, id: number, json: unknown) =>
  call(patchJob, { method: "PATCH", token, json, params: { id: String(id) } });
const review = (token: string | undefined, id: number, json: unknown) =>
  call(reviewRoute, { token, json, params: { id: String(id) } });
const close = (token: string | undefined, id: number, reason = "Asks applicants for a deposit.") =>
  call(closeRoute, { method: "POST", token, json: { reason }, params: { id: String(id) } });
const boardSlugs = async () =>
  (await call(jobsList, { path: "/api/jobs?per_page=50" })).body.data.map(
    (job: { slug: string }) => job.slug,
  ) as string[];

describeOnEachDatabase("job review by managers", ({ db }) => {
  let manager: { token: string; user: { id: number } };

  beforeAll(async () => {
    await seedReferenceData(db());
    manager = await registeredManager(db());
  });

  const auditRows = (jobId: number) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetKind, "job"), eq(auditLog.targetId, String(jobId))))
      .orderBy(auditLog.id);
  const mailsTo = (email: string) =>
    db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, "job_review_decision")))
      .orderBy(mailOutbox.id);

  it("holds a new company's first job in review: off the board, no page, no applications", async () => {
    const client = await verifiedClient({ company_name: "Fresh Co" });
    const created = await post(client.token, { title: "Reviewed role" });
    expect(created.status).toBe(201);
    const job = clientJobSchema.parse(created.body.data);
    expect(job).toMatchObject({ status: "pending_review", review_rejection: null });

    expect(await boardSlugs()).not.toContain(job.slug);
    expect((await call(jobShow, { params: { slug: job.slug } })).status).toBe(404);
    const urls = (await sitemap()).map((entry) => new URL(entry.url).pathname);
    expect(urls).not.toContain(`/jobs/${job.slug}`);
    expect(urls).not.toContain(`/companies/${job.company.slug}`);
    expect((await listCompanySlugsWithOpenJobs(db())).map((row) => row.slug)).not.toContain(job.company.slug);
    expect((await getPublicCompany(db(), job.company.slug!))?.jobs).toEqual([]);
    const talent = await completeTalent(db());
    expect((await call(apply, { token: talent.token, json: { job_slug: job.slug } })).status).toBe(404);

    // The recruiter cannot approve it, and publishing again changes nothing; withdrawing it is theirs.
    expect((await call(ownJobs, { token: client.token })).body.data[0].status).toBe("pending_review");
    expect((await patch(client.token, job.id, { status: "open" })).body.data.status).toBe("pending_review");
    const queue = await call(manageJobs, { token: manager.token });
    expect(queue.status).toBe(200);
    expect(manageJobsPageSchema.parse(queue.body).data.map((j) => j.id)).toContain(job.id);
  });

  it("opens the job on approval, marks the company approved and emails the recruiter; its next job opens at once", async () => {
    const client = await verifiedClient({ first_name: "Rhea", company_name: "Approved Co" });
    const job = (await post(client.token, { title: "First role" })).body.data;
    const approved = await review(manager.token, job.id, { decision: "approve" });
    expectDocumented("post", "/api/manage/jobs/{id}/review", approved.status, approved.body);
    expect(approved.body.data).toEqual({ id: job.id, status: "open" });
    expect(await boardSlugs()).toContain(job.slug);
    expect((await call(jobShow, { params: { slug: job.slug } })).status).toBe(200);
    const [company] = await db()
      .select({ approvedAt: companies.jobsApprovedAt })
      .from(companies)
      .where(eq(companies.name, "Approved Co"));
    expect(company!.approvedAt).not.toBeNull();

    const audit = await auditRows(job.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "job.approve",
      managerId: manager.user.id,
      before: { status: "pending_review" },
      after: { status: "open" },
    });
    const mails = await mailsTo(client.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain("First role");
    expect(mails[0]!.text).toContain("Hi Rhea,");

    const next = await post(client.token, { title: "Second role" });
    expect(next.body.data.status).toBe("open");
    const draft = (await post(client.token, { title: "Third role", publish: false })).body.data;
    expect((await patch(client.token, draft.id, { status: "open" })).body.data.status).toBe("open");
  });

  it("sends a rejected job back to draft with the reason, and resubmission clears it", async () => {
    const client = await verifiedClient({ company_name: "Rejected Co" });
    const job = (await post(client.token, { title: "Vague role" })).body.data;
    const missingReason = await review(manager.token, job.id, { decision: "reject" });
    expect(missingReason.status).toBe(422);
    expect(missingReason.body.errors.reason).toBeDefined();
    expect((await review(manager.token, job.id, { decision: "reject", reason: "x".repeat(1001) })).status).toBe(422);
    expect((await review(manager.token, job.id, { decision: "maybe" })).status).toBe(422);

    const reason = "Please name the rate in your currency and say which time zones you hire in.";
    const rejected = await review(manager.token, job.id, { decision: "reject", reason });
    expect(rejected.body.data).toEqual({ id: job.id, status: "draft" });
    const mine = (await call(ownJobs, { token: client.token })).body.data.find((j: { id: number }) => j.id === job.id);
    expect(mine).toMatchObject({ status: "draft", review_rejection: reason });
    expect((await mailsTo(client.email))[0]!.text).toContain(reason);
    expect((await auditRows(job.id)).map((row) => [row.action, row.after])).toEqual([
      ["job.reject", { status: "draft", reason }],
    ]);

    // Editing keeps the reason; publishing again resubmits and clears it.
    expect((await patch(client.token, job.id, { title: "Clear role" })).body.data.review_rejection).toBe(reason);
    const resubmitted = await patch(client.token, job.id, { status: "open" });
    expect(resubmitted.body.data).toMatchObject({
      status: "pending_review",
      review_rejection: null,
      title: "Clear role",
    });
  });

  it("answers 409 to a decision on a job no longer in review, so two managers never both decide", async () => {
    const other = await registeredManager(db());
    const client = await verifiedClient();
    const job = (await post(client.token)).body.data;
    const answers = await Promise.all([
      review(manager.token, job.id, { decision: "approve" }),
      review(other.token, job.id, { decision: "reject", reason: "Not remote." }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await auditRows(job.id)).toHaveLength(1);
    expect(await mailsTo(client.email)).toHaveLength(1);

    const again = await review(manager.token, job.id, { decision: "approve" });
    expect(again.status).toBe(409);
    expectDocumented("post", "/api/manage/jobs/{id}/review", again.status, again.body);
    expect((await review(manager.token, 999_999, { decision: "approve" })).status).toBe(404);
    expect((await review(manager.token, Number.NaN, { decision: "approve" })).status).toBe(404);
  });

  it("lets a manager close an open or in-review job once, with one audit row each", async () => {
    const client = await verifiedClient();
    const pending = (await post(client.token, { title: "Pending to close" })).body.data;
    const closed = await close(manager.token, pending.id);
    expectDocumented("post", "/api/manage/jobs/{id}/close", closed.status, closed.body);
    expect(closed.body.data).toEqual({ id: pending.id, status: "closed" });
    expect((await close(manager.token, pending.id)).status).toBe(409);
    expect((await auditRows(pending.id)).map((row) => [row.action, row.before, row.after])).toEqual([
      ["job.close", { status: "pending_review" }, { status: "closed", reason: "Asks applicants for a deposit." }],
    ]);

    const draft = (await post(client.token, { publish: false })).body.data;
    expect((await close(manager.token, draft.id)).status).toBe(409);
    const [open] = await db()
      .update(jobs)
      .set({ status: "open" })
      .where(eq(jobs.id, draft.id))
      .returning({ slug: jobs.slug });
    expect(await boardSlugs()).toContain(open!.slug);
    expect((await close(manager.token, draft.id)).status).toBe(200);
    expect(await boardSlugs()).not.toContain(open!.slug);
  });

  it("lists jobs by status, searches them, and counts open jobs only on the board", async () => {
    const client = await verifiedClient({ company_name: "Zanzibar Widgets" });
    const job = (await post(client.token, { title: "Quokka wrangler" })).body.data;
    const all = await call(manageJobs, { token: manager.token, path: "/api/manage/jobs?status=all&q=quokka" });
    expectDocumented("get", "/api/manage/jobs", all.status, all.body);
    expect(all.body.data).toEqual([
      expect.objectContaining({
        id: job.id,
        status: "pending_review",
        company: expect.objectContaining({ name: "Zanzibar Widgets" }),
        open_reports: 0,
      }),
    ]);
    expect(
      (await call(manageJobs, { token: manager.token, path: "/api/manage/jobs?status=open&q=quokka" })).body.data,
    ).toEqual([]);
    const queue = (await call(manageJobs, { token: manager.token })).body.data as { posted_at: string }[];
    expect(queue.map((j) => j.posted_at)).toEqual(queue.map((j) => j.posted_at).toSorted());
    expect((await call(manageJobs, { token: manager.token, path: "/api/manage/jobs?status=nope" })).status).toBe(422);
    const total = (await call(jobsList, { path: "/api/jobs" })).body.meta.total;
    expect(total).toBe((await db().select().from(jobs).where(eq(jobs.status, "open"))).length);
    expect((await call(companyPage, { token: client.token })).status).toBe(200);
  });

  it("answers 401 to talent and client tokens and to no token on every manager call", async () => {
    const talent = await registeredTalent();
    const client = await registeredClient();
    for (const token of [undefined, talent.token, client.token]) {
      expect((await call(manageJobs, { token })).status).toBe(401);
      expect((await review(token, 1, { decision: "approve" })).status).toBe(401);
      expect((await close(token, 1)).status).toBe(401);
    }
  });
});
