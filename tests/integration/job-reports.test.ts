import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { POST as reportRoute } from "@/app/api/jobs/[slug]/report/route";
import { GET as jobShow } from "@/app/api/jobs/[slug]/route";
import { GET as manageJobs } from "@/app/api/manage/jobs/route";
import { POST as resolveRoute } from "@/app/api/manage/reports/[id]/resolve/route";
import { GET as reportsRoute } from "@/app/api/manage/reports/route";
import { auditLog } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";

import { registeredClient, registeredManager, registeredTalent } from "../support/accounts";
import { call } from "../support/api-client";
import { postedJob } from "../support/hiring";
import { expectDocumented } from "../support/openapi-check";
import { describeOnEachDatabase } from "../support/test-db";

const report = (token: string | undefined, slug: string, json: unknown) =>
  call(reportRoute, { token, json, params: { slug } });
const resolve = (token: string | undefined, id: number, json: unknown) =>
  call(resolveRoute, { token, json, params: { id: String(id) } });

describeOnEachDatabase("job reports", ({ db }) => {
  let manager: { token: string };

  beforeAll(async () => {
    await seedReferenceData(db());
    manager = await registeredManager(db());
  });

  it("takes one report per signed-in person and job; visitors get 401, unlisted jobs 404", async () => {
    const owner = await registeredClient();
    const job = await postedJob(owner.token, { title: "Too good to be true" });
    const talent = await registeredTalent({ first_name: "Rory", last_name: "Reporter" });
    const filed = await report(talent.token, job.slug, { reason: "scam", details: "Asks for a fee up front." });
    expectDocumented("post", "/api/jobs/{slug}/report", filed.status, filed.body);
    expect(filed.status).toBe(201);
    expect(filed.body.data).toMatchObject({ reason: "scam" });

    const again = await report(talent.token, job.slug, { reason: "spam" });
    expectDocumented("post", "/api/jobs/{slug}/report", again.status, again.body);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("You already reported this job.");
    // Another person, here a recruiter, may report the same job.
    expect((await report(owner.token, job.slug, { reason: "other" })).status).toBe(201);

    expect((await report(undefined, job.slug, { reason: "spam" })).status).toBe(401);
    expect((await report(manager.token, job.slug, { reason: "spam" })).status).toBe(401);
    expect((await report(talent.token, "no-such-job", { reason: "spam" })).status).toBe(404);
    const draft = await postedJob(owner.token, { title: "Unlisted draft", publish: false });
    expect((await report(talent.token, draft.slug, { reason: "spam" })).status).toBe(404);
    const bad = await report(talent.token, job.slug, { reason: "boring", details: "x".repeat(1001) });
    expectDocumented("post", "/api/jobs/{slug}/report", bad.status, bad.body);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["details", "reason"]);

    const listed = await call(manageJobs, { token: manager.token, path: "/api/manage/jobs?status=open&q=true" });
    expect(listed.body.data.find((j: { id: number }) => j.id === job.id).open_reports).toBe(2);
  });

  it("queues open reports oldest first with job and reporter, and resolves each once", async () => {
    const owner = await registeredClient();
    const job = await postedJob(owner.token, { title: "Misleading role" });
    const talent = await registeredTalent({ first_name: "Quinn", last_name: "Queue" });
    const filed = (await report(talent.token, job.slug, { reason: "misleading" })).body.data;

    const queue = await call(reportsRoute, { token: manager.token });
    expectDocumented("get", "/api/manage/reports", queue.status, queue.body);
    const item = queue.body.data.find((r: { id: number }) => r.id === filed.id);
    expect(item).toMatchObject({
      reason: "misleading",
      resolution: null,
      job: { id: job.id, slug: job.slug, title: "Misleading role", status: "open" },
      reporter: { kind: "talent", name: "Quinn Queue", email: talent.email },
    });
    const created = queue.body.data.map((r: { created_at: string }) => r.created_at);
    expect(created).toEqual(created.toSorted());

    const dismissed = await resolve(manager.token, filed.id, { resolution: "dismissed" });
    expectDocumented("post", "/api/manage/reports/{id}/resolve", dismissed.status, dismissed.body);
    expect(dismissed.body.data).toMatchObject({ resolution: "dismissed", job: { status: "open" } });
    const twice = await resolve(manager.token, filed.id, { resolution: "job_closed" });
    expect(twice.status).toBe(409);
    expect((await call(jobShow, { params: { slug: job.slug } })).status).toBe(200);
    expect(
      (await call(reportsRoute, { token: manager.token })).body.data.map((r: { id: number }) => r.id),
    ).not.toContain(filed.id);
    expect(
      (await call(reportsRoute, { token: manager.token, path: "/api/manage/reports?status=resolved" })).body.data[0].id,
    ).toBe(filed.id);
    expect((await resolve(manager.token, 999_999, { resolution: "dismissed" })).status).toBe(404);
    expect((await resolve(manager.token, filed.id, { resolution: "ignored" })).status).toBe(422);
  });

  it("closes the job when a report is resolved with job_closed, in one audited action", async () => {
    const owner = await registeredClient();
    const job = await postedJob(owner.token, { title: "Scam role" });
    const talent = await registeredTalent();
    const filed = (await report(talent.token, job.slug, { reason: "scam" })).body.data;
    const resolved = await resolve(manager.token, filed.id, { resolution: "job_closed" });
    expect(resolved.status).toBe(200);
    expect(resolved.body.data).toMatchObject({ resolution: "job_closed", job: { status: "closed" } });
    expect((await call(jobShow, { params: { slug: job.slug } })).status).toBe(410);

    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetKind, "job_report"), eq(auditLog.targetId, String(filed.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "job_report.resolve",
      after: { resolution: "job_closed", job_id: job.id, job_status: "closed" },
    });
    expect(
      await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetKind, "job"), eq(auditLog.targetId, String(job.id)))),
    ).toHaveLength(0);
  });

  it("answers 401 to talent and client tokens on the report queue", async () => {
    const talent = await registeredTalent();
    const client = await registeredClient();
    for (const token of [undefined, talent.token, client.token]) {
      expect((await call(reportsRoute, { token })).status).toBe(401);
      expect((await resolve(token, 1, { resolution: "dismissed" })).status).toBe(401);
    }
  });
});
