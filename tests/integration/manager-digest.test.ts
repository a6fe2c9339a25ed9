import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";

import { GET as readSettings, PUT as saveSettings } from "@/app/api/manage/notifications/route";
import { jobReports, jobs, mailOutbox, managerDigests, managers } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { runManagerDigestsOnce } from "@/lib/server/manage/queue-digest";

import { registeredClient, registeredManager, registeredTalent } from "../support/accounts";
import { call } from "../support/api-client";
import { postedJob } from "../support/hiring";
import { describeOnEachDatabase } from "../support/test-db";
import { submittedTalent } from "../support/vetting-fixtures";

const DAY_MS = 24 * 60 * 60_000;

describeOnEachDatabase("the managers' daily digest of the console's queues", ({ db }) => {
  const digests = () =>
    db().select().from(mailOutbox).where(eq(mailOutbox.kind, "manager_digest")).orderBy(mailOutbox.id);

  beforeAll(async () => {
    await seedReferenceData(db());
  });
  beforeEach(async () => {
    await db().delete(mailOutbox);
    await db().delete(managerDigests);
    // Each test starts with its own managers only.
    await db()
      .update(managers)
      .set({ suspendedAt: sql`now()` });
  });

  /** A day passes for every digest: the last one covered up to a day and a minute ago. */
  const aDayPasses = () =>
    db()
      .update(managerDigests)
      .set({ sentThrough: sql`sent_through - interval '1 day 1 minute'` });

  it("mails each manager once a day what entered each queue, with each queue's total, and only then", async () => {
    const manager = await registeredManager(db());
    expect(await runManagerDigestsOnce(db(), DAY_MS)).toEqual({ claimed: 0, mailed: 0 });
    await aDayPasses();

    // Nothing new since the row opened: claimed, nothing mailed.
    expect(await runManagerDigestsOnce(db(), DAY_MS)).toEqual({ claimed: 1, mailed: 0 });
    await aDayPasses();

    await submittedTalent(db(), { firstName: "Queued" });
    const client = await registeredClient();
    const job = await postedJob(client.token);
    await db().update(jobs).set({ status: "pending_review" }).where(eq(jobs.id, job.id));
    const reporter = await registeredTalent();
    await db()
      .insert(jobReports)
      .values({ jobId: job.id, reporterKind: "talent", reporterId: reporter.user.id, reason: "scam" });

    expect(await runManagerDigestsOnce(db(), DAY_MS)).toEqual({ claimed: 1, mailed: 1 });
    const [mail, ...more] = await digests();
    expect(more).toEqual([]);
    expect(mail!.toAddress).toBe(manager.email);
    expect(mail!.subject).toBe("Console digest: 3 new items in the queues");
    expect(mail!.text).toContain("Vetting: 1 new talent");
    expect(mail!.text).toContain("Job review: 1 new job");
    expect(mail!.text).toContain("Reports: 1 new report");
    expect(mail!.text).toMatch(/\/admin\/vetting/);
    expect(mail!.text).toMatch(/\/admin\/jobs\?tab=reports/);

    // The same day again: not due, nothing sent twice.
    expect(await runManagerDigestsOnce(db(), DAY_MS)).toEqual({ claimed: 0, mailed: 0 });
    // A day later with nothing new: the totals alone send nothing.
    await db().execute(sql`update talent_vetting set submitted_at = submitted_at - interval '2 days'`);
    await db().execute(sql`update jobs set updated_at = updated_at - interval '2 days'`);
    await db().execute(sql`update job_reports set created_at = created_at - interval '2 days'`);
    await aDayPasses();
    expect(await runManagerDigestsOnce(db(), DAY_MS)).toEqual({ claimed: 1, mailed: 0 });
    expect(await digests()).toHaveLength(1);
  });

  it("sends nothing to a manager who switched it off, or who is suspended", async () => {
    const off = await registeredManager(db());
    const suspended = await registeredManager(db());
    const put = await call(saveSettings, { token: off.token, json: { queue_digest: "off" } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data).toEqual({ queue_digest: "off" });
    await db()
      .update(managers)
      .set({ suspendedAt: sql`now()` })
      .where(eq(managers.email, suspended.email));
    await runManagerDigestsOnce(db(), DAY_MS);
    await aDayPasses();
    await submittedTalent(db(), { firstName: "Unseen" });
    await runManagerDigestsOnce(db(), DAY_MS);
    expect(await digests()).toEqual([]);
  });

  it("lets only a manager read and change a manager's settings, and refuses unknown topics", async () => {
    const manager = await registeredManager(db());
    const read = await call(readSettings, { token: manager.token });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({ queue_digest: "on" });
    const unknown = await call(saveSettings, { token: manager.token, json: { new_applicant: "off" } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("This is not a notification topic of your account.");

    const talent = await registeredTalent();
    const client = await registeredClient();
    for (const token of [talent.token, client.token, undefined]) {
      expect((await call(readSettings, { token })).status, `GET with ${token}`).toBe(401);
      expect((await call(saveSettings, { token, json: { queue_digest: "off" } })).status, `PUT with ${token}`).toBe(
        401,
      );
    }
  });
});
