import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";

import { POST as apply } from "@/app/api/talent/applications/route";
import { runApplicantDigestsOnce } from "@/lib/server/applications/applicant-digest";
import { applicantDigests, applications, mailOutbox, notificationSettings } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";

import { registeredClient } from "../support/accounts";
import { call } from "../support/api-client";
import { completeTalent, postedJob } from "../support/hiring";
import { describeOnEachDatabase } from "../support/test-db";

const DAY_MS = 24 * 60 * 60_000;

describeOnEachDatabase("the recruiter's daily applicant digest", ({ db }) => {
  const digests = () =>
    db().select().from(mailOutbox).where(eq(mailOutbox.kind, "applicant_digest")).orderBy(mailOutbox.id);

  beforeAll(async () => {
    await seedReferenceData(db());
  });
  beforeEach(async () => {
    await db().delete(mailOutbox);
  });

  async function applyAs(talent: { token: string }, slug: string) {
    const sent = await call(apply, { token: talent.token, json: { job_slug: slug } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    return sent.body.data.id as number;
  }

  /** The recruiter chose the daily digest `daysAgo` days ago (the row D1's switch writes). */
  const chooseDaily = (clientId: number, daysAgo: number) =>
    db()
      .insert(notificationSettings)
      .values({
        accountKind: "client",
        accountId: clientId,
        topic: "new_applicant",
        setting: "daily",
        updatedAt: sql`now() - ${daysAgo * DAY_MS} * interval '1 millisecond'`,
      });

  /** Two days pass for the recruiter: their digest, their switch to daily and their jobs' applications all move back. */
  async function twoDaysPass(clientId: number) {
    const back = sql`interval '2 days'`;
    await db()
      .update(applicantDigests)
      .set({ sentThrough: sql`sent_through - ${back}` })
      .where(eq(applicantDigests.clientId, clientId));
    await db()
      .update(notificationSettings)
      .set({ updatedAt: sql`updated_at - ${back}` })
      .where(eq(notificationSettings.accountId, clientId));
    await db().execute(sql`update applications set created_at = created_at - ${back}
      where job_id in (select jobs.id from jobs join companies on companies.id = jobs.company_id where companies.client_id = ${clientId})`);
  }

  it("lists only the recruiter's own new applications since the last digest, per job, linking to each pipeline", async () => {
    const daily = await registeredClient({ first_name: "Dora", company_name: "Digest Co" });
    const other = await registeredClient({ company_name: "Elsewhere" });
    const backend = await postedJob(daily.token, { title: "Backend engineer" });
    const designer = await postedJob(daily.token, { title: "Product designer" });
    const elsewhere = await postedJob(other.token, { title: "Elsewhere engineer" });
    const [ada, ben, cy] = [await completeTalent(db()), await completeTalent(db()), await completeTalent(db())];
    const old = await applyAs(cy, designer.slug);
    // Older than the switch to daily: it was mailed on its own.
    await db()
      .update(applications)
      .set({ createdAt: sql`now() - interval '3 days'` })
      .where(eq(applications.id, old));
    await chooseDaily(daily.user.id, 2);
    await applyAs(ada, backend.slug);
    await applyAs(ben, backend.slug);
    await applyAs(ada, designer.slug);
    await applyAs(ada, elsewhere.slug);

    expect(await runApplicantDigestsOnce(db(), DAY_MS)).toEqual({ claimed: 1, mailed: 1 });
    let [mail, ...more] = await digests();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ toAddress: daily.email, subject: "Your daily digest: 3 new applicants" });
    expect(mail!.text).toContain("Hi Dora,");
    expect(mail!.text).toMatch(
      new RegExp(
        `- Backend engineer: 2 new \\(Ada Applicant, Ada Applicant\\)\\n  http://\\S+/recruiter/jobs/${backend.id}/applicants`,
      ),
    );
    expect(mail!.text).toMatch(
      new RegExp(
        `- Product designer: 1 new \\(Ada Applicant\\)\\n  http://\\S+/recruiter/jobs/${designer.id}/applicants`,
      ),
    );
    expect(mail!.text).not.toContain("Elsewhere");
    expect(mail!.html).toContain(`/recruiter/jobs/${backend.id}/applicants`);
    expect(mail!.headers["List-Unsubscribe"]).toMatch(/^<http:\/\/\S+\/recruiter\/account#notifications>, <mailto:/);

    // Not due yet; then due, with nothing new: nothing sent.
    expect(await runApplicantDigestsOnce(db(), DAY_MS)).toEqual({ claimed: 0, mailed: 0 });
    await twoDaysPass(daily.user.id);
    expect(await runApplicantDigestsOnce(db(), DAY_MS)).toEqual({ claimed: 1, mailed: 0 });
    expect(await digests()).toHaveLength(1);

    // One more application: the next digest holds it alone.
    await db().delete(mailOutbox);
    await applyAs(cy, backend.slug);
    await twoDaysPass(daily.user.id);
    expect(await runApplicantDigestsOnce(db(), DAY_MS)).toEqual({ claimed: 1, mailed: 1 });
    [mail, ...more] = await digests();
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Your daily digest: 1 new applicant");
    expect(mail!.text).toContain("- Backend engineer: 1 new (Ada Applicant)");
    expect(mail!.text).not.toContain("Product designer");
  });

  it("claims each digest once when runs race, and leaves recruiters who want each applicant at once alone", async () => {
    const recruiters = await Promise.all([1, 2, 3].map(() => registeredClient()));
    const talent = await completeTalent(db());
    for (const recruiter of recruiters) {
      const job = await postedJob(recruiter.token);
      await chooseDaily(recruiter.user.id, 2);
      await applyAs(talent, job.slug);
    }
    const immediate = await registeredClient();
    await applyAs(talent, (await postedJob(immediate.token)).slug);

    const runs = await Promise.all([1, 2, 3].map(() => runApplicantDigestsOnce(db(), DAY_MS)));
    expect(runs.reduce((sum, run) => sum + run.mailed, 0)).toBe(3);
    expect((await digests()).map((mail) => mail.toAddress).sort()).toEqual(recruiters.map((one) => one.email).sort());
    const [digestRow] = await db()
      .select()
      .from(applicantDigests)
      .where(eq(applicantDigests.clientId, immediate.user.id));
    expect(digestRow).toBeUndefined();
  });
});
