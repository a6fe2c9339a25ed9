import { and, eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";

import { POST as saveSearch } from "@/app/api/talent/saved-searches/route";
import { runJobAlertsOnce } from "@/lib/server/alerts/job-alerts";
import { jobs, mailOutbox, notificationSettings, savedSearches, talents } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";

import { registeredClient, registeredTalent } from "../support/accounts";
import { call } from "../support/api-client";
import { postedJob } from "../support/hiring";
import { describeOnEachDatabase } from "../support/test-db";

const DAY_MS = 24 * 60 * 60_000;

describeOnEachDatabase("job alerts", ({ db }) => {
  const alerts = () => db().select().from(mailOutbox).where(eq(mailOutbox.kind, "job_alert")).orderBy(mailOutbox.id);
  let recruiter: Awaited<ReturnType<typeof registeredClient>>;

  beforeAll(async () => {
    await seedReferenceData(db());
    recruiter = await registeredClient({ company_name: "Zephyr Labs" });
  });
  beforeEach(async () => {
    await db().delete(savedSearches);
    await db().delete(mailOutbox);
  });

  async function talentWithSearch(query: Record<string, unknown>, name = "My search") {
    const talent = await registeredTalent({ first_name: "Nadia" });
    const saved = await call(saveSearch, { token: talent.token, json: { name, query } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    return { ...talent, searchId: saved.body.data.id as number };
  }

  /** Makes a search's last alert look `days` old, and its matching jobs posted an hour after that unless moved. */
  const ageSearch = (id: number, days: number) =>
    db()
      .update(savedSearches)
      .set({ alertedThrough: sql`now() - ${days * DAY_MS} * interval '1 millisecond'` })
      .where(eq(savedSearches.id, id));

  it("mails each search's new matching jobs once, when several runs race for them", async () => {
    const talent = await talentWithSearch({ search: "quokka", job_type: "hourly" }, "Quokka work");
    await ageSearch(talent.searchId, 2);
    const job = await postedJob(recruiter.token, { title: "Quokka wrangler", job_type: "hourly" });

    // More searches than runners, so the runs overlap on Postgres.
    const others = await Promise.all([1, 2, 3, 4].map(() => talentWithSearch({ search: "quokka" })));
    for (const other of others) await ageSearch(other.searchId, 2);

    const runs = await Promise.all([1, 2, 3].map(() => runJobAlertsOnce(db(), DAY_MS)));
    expect(runs.reduce((sum, run) => sum + run.claimed, 0)).toBe(5);
    expect(runs.reduce((sum, run) => sum + run.mailed, 0)).toBe(5);
    const recipients = (await alerts()).map((one) => one.toAddress).sort();
    expect(recipients).toEqual([talent, ...others].map((one) => one.email).sort());

    const [mail, ...more] = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "job_alert"), eq(mailOutbox.toAddress, talent.email)));
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      toAddress: talent.email,
      subject: "1 new job matches “Quokka work”",
      status: "pending",
    });
    expect(mail!.text).toContain("Hi Nadia,");
    expect(mail!.text).toContain("- Quokka wrangler (Zephyr Labs)");
    expect(mail!.text).toMatch(new RegExp(`http://\\S+/jobs/${job.slug}`));
    expect(mail!.text).toMatch(/See the search on the board: http:\/\/\S+\/jobs\?search=quokka&job_type=hourly/);
    expect(mail!.html).toContain(`/jobs/${job.slug}`);
    expect(mail!.headers["List-Unsubscribe"]).toMatch(
      /^<http:\/\/\S+\/talent\/account#notifications>, <mailto:\S+\?subject=unsubscribe%20job_alert>$/,
    );

    // Claimed: not due again until a period has passed.
    expect(await runJobAlertsOnce(db(), DAY_MS)).toEqual({ claimed: 0, mailed: 0 });
  });

  it("lists only jobs published since the last alert that match, and sends nothing when there are none", async () => {
    const talent = await talentWithSearch({ search: "axolotl" });
    const before = await postedJob(recruiter.token, { title: "Axolotl keeper, early" });
    await db()
      .update(jobs)
      .set({ postedAt: sql`now() - interval '3 days'` })
      .where(eq(jobs.id, before.id));
    await ageSearch(talent.searchId, 2);
    const fresh = await postedJob(recruiter.token, { title: "Axolotl keeper, new" });
    await postedJob(recruiter.token, { title: "Unrelated platypus job" });
    const draft = await postedJob(recruiter.token, { title: "Axolotl draft", publish: false });

    expect(await runJobAlertsOnce(db(), DAY_MS)).toEqual({ claimed: 1, mailed: 1 });
    const [mail] = await alerts();
    expect(mail!.text).toContain(`/jobs/${fresh.slug}`);
    for (const other of [before.slug, draft.slug]) expect(mail!.text).not.toContain(`/jobs/${other}`);
    expect(mail!.text).not.toContain("platypus");

    // Due again, nothing new: claimed, no mail.
    await db().delete(mailOutbox);
    await db()
      .update(savedSearches)
      .set({ alertedThrough: sql`alerted_through - interval '2 days'` })
      .where(eq(savedSearches.id, talent.searchId));
    await db()
      .update(jobs)
      .set({ postedAt: sql`now() - interval '3 days'` })
      .where(eq(jobs.id, fresh.id));
    expect(await runJobAlertsOnce(db(), DAY_MS)).toEqual({ claimed: 1, mailed: 0 });
    expect(await alerts()).toEqual([]);
  });

  it("lists the ten newest and counts the rest when more jobs matched", async () => {
    const talent = await talentWithSearch({ search: "narwhal" }, "Narwhals");
    await ageSearch(talent.searchId, 2);
    for (let i = 1; i <= 12; i++) await postedJob(recruiter.token, { title: `Narwhal trainer ${i}` });
    expect(await runJobAlertsOnce(db(), DAY_MS)).toEqual({ claimed: 1, mailed: 1 });
    const [mail] = await alerts();
    expect(mail!.subject).toBe("12 new jobs match “Narwhals”");
    expect(mail!.text.match(/^- Narwhal trainer/gm)).toHaveLength(10);
    expect(mail!.text).not.toContain("Narwhal trainer 1 ");
    expect(mail!.text).toContain("See all 12 on the board:");
  });

  it("sends nothing when the talent switched job alerts off or is suspended, and still moves the search on", async () => {
    const off = await talentWithSearch({ search: "pangolin" });
    const suspended = await talentWithSearch({ search: "pangolin" });
    await db()
      .insert(notificationSettings)
      .values({ accountKind: "talent", accountId: off.user.id, topic: "job_alerts", setting: "off" });
    await db().update(talents).set({ suspendedAt: new Date() }).where(eq(talents.id, suspended.user.id));
    await ageSearch(off.searchId, 2);
    await ageSearch(suspended.searchId, 2);
    await postedJob(recruiter.token, { title: "Pangolin pal" });

    expect(await runJobAlertsOnce(db(), DAY_MS)).toEqual({ claimed: 2, mailed: 0 });
    expect(await alerts()).toEqual([]);
    const stillDue = await db()
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(and(eq(savedSearches.talentId, off.user.id), sql`alerted_through < now() - interval '1 day'`));
    expect(stillDue).toEqual([]);
  });
});
