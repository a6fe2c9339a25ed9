import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { POST as suspendManager } from "@/app/api/manage/managers/[id]/suspend/route";
import { POST as startRoute } from "@/app/api/manage/runs/[name]/route";
import { GET as listRoute } from "@/app/api/manage/runs/route";
import { trialEndsOn } from "@/lib/engagements/end-rules";
import { formatLongDate } from "@/lib/format/date-time";
import { auditLog, clients, engagements, jobs, mailOutbox, runs } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { RUNS } from "@/lib/server/runs/registry";
import { runDueRuns, runOnce } from "@/lib/server/runs/run-once";
import { RUN_SCHEDULES } from "@/lib/server/runs/schedule";
import { WEEKLY_SUMMARY_KIND } from "@/lib/server/runs/weekly-summary";
import { runResultSchema, runsResponseSchema } from "@/lib/validation/runs";

import { registeredManager } from "../support/accounts";
import { call } from "../support/api-client";
import { acceptOffer, dayFromToday, engaged, hourlyTerms, offerSetting, sendOffer } from "../support/offers";
import { expectDocumented } from "../support/openapi-check";
import { deliveredMail } from "../support/outbox";
import { describeOnEachDatabase } from "../support/test-db";

describeOnEachDatabase("scheduled runs and the weekly summary", ({ db }) => {
  let manager: Awaited<ReturnType<typeof registeredManager>>;
  beforeAll(async () => {
    await seedReferenceData(db());
    manager = await registeredManager(db());
  });

  const list = (token: string) => call(listRoute, { token, path: "/api/manage/runs" });
  const start = (token: string, name = "weekly-summary") =>
    call(startRoute, { token, params: { name }, path: `/api/manage/runs/${name}`, json: {} });
  const summariesTo = async (email: string) =>
    db()
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, WEEKLY_SUMMARY_KIND)));

  it("lists the weekly summary before it ever ran, due this week's Monday", async () => {
    const { status, body } = await list(manager.token);
    expect(status).toBe(200);
    expectDocumented("get", "/api/manage/runs", 200, body);
    const [run] = runsResponseSchema.parse(body).data;
    expect(run).toMatchObject({
      name: "weekly-summary",
      last_started_at: null,
      last_outcome: null,
      last_summary: null,
      running: false,
      next_run_at: RUN_SCHEDULES["weekly-summary"].nextAfter(null, new Date()).toISOString(),
    });
  });

  it("Run now mails each client once a week, whatever the number of runs, and says so; audited", async () => {
    const hourly = await engaged(db(), { start_date: dayFromToday(-3), trial_days: 14, notice_days: 10 });
    // A second engagement of the same company: a project, in the same mail.
    const project = await offerSetting(db(), { client: hourly.client });
    const sent = await sendOffer(
      project.client.token,
      project.applicationId,
      hourlyTerms({
        contract_type: "project",
        rate_minor: 100_000,
        weekly_hours_cap: undefined,
        milestones: [{ name: "Ship it", amount_minor: 100_000 }],
      }),
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect((await acceptOffer(project.talent.token, sent.body.data.id)).status).toBe(200);
    // An ended engagement's client gets none.
    const ended = await engaged(db());
    await db().update(engagements).set({ status: "ended" }).where(eq(engagements.id, ended.engagementId));

    const first = await start(manager.token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expectDocumented("post", "/api/manage/runs/{name}", 200, first.body);
    const result = runResultSchema.parse(first.body).data;
    expect(result.outcome).toBe("ok");
    expect(result.summary).toMatch(/^Mailed 1 of 1 client\(s\)/);
    expect(result.run).toMatchObject({ last_outcome: "ok", running: false });
    expect(result.run.last_finished_at).not.toBeNull();

    const mail = await deliveredMail(db(), hourly.client.email, WEEKLY_SUMMARY_KIND);
    expect(mail).toBeDefined();
    const text = mail!.text;
    expect(text).toContain(`${hourly.talent.user.first_name} ${hourly.talent.user.last_name}`);
    for (const { job } of [hourly, project]) {
      const [row] = await db().select({ title: jobs.title }).from(jobs).where(eq(jobs.id, job.id));
      expect(text).toContain(row!.title);
    }
    expect(text).toContain("This week's cap: 30 hours.");
    expect(text).toContain("Hours worked appear here once time is logged.");
    expect(text).toContain(
      `In trial until ${formatLongDate(trialEndsOn({ startDate: dayFromToday(-3), trialDays: 14 })!)}.`,
    );
    expect(text).toContain("Notice period: 10 days.");
    expect(text).toContain("A project contract.");
    expect(text).not.toMatch(/\d+ hours? (worked|logged)/);
    expect(await deliveredMail(db(), ended.client.email, WEEKLY_SUMMARY_KIND)).toBeUndefined();

    const second = await start(manager.token);
    expect(second.status).toBe(200);
    expect(runResultSchema.parse(second.body).data.summary).toBe(
      "Mailed 0 of 1 client(s) their weekly summary; 1 already had this week's.",
    );
    expect(await summariesTo(hourly.client.email)).toHaveLength(1);

    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "run.start"), eq(auditLog.targetId, "weekly-summary")));
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({ managerId: manager.user.id, targetKind: "run" });
  });

  it("skips a suspended client", async () => {
    const e = await engaged(db());
    await db().update(clients).set({ suspendedAt: new Date() }).where(eq(clients.id, e.client.user.id));
    expect((await start(manager.token)).status).toBe(200);
    expect(await summariesTo(e.client.email)).toHaveLength(0);
  });

  it("claims a run once across instances: of two at once one runs; Run now answers 409 while it runs", async () => {
    const real = RUNS["weekly-summary"];
    let running = 0;
    RUNS["weekly-summary"] = async () => {
      running++;
      await new Promise((resolve) => setTimeout(resolve, 200));
      return "slow";
    };
    try {
      const both = await Promise.all([runOnce(db(), "weekly-summary"), runOnce(db(), "weekly-summary")]);
      expect(both.map((r) => r.ran).sort()).toEqual([false, true]);
      expect(running).toBe(1);
    } finally {
      RUNS["weekly-summary"] = real;
    }
    await db()
      .update(runs)
      .set({ runningUntil: new Date(Date.now() + 60_000) })
      .where(eq(runs.name, "weekly-summary"));
    expect((await runOnce(db(), "weekly-summary")).ran).toBe(false);
    const busy = await start(manager.token);
    expect(busy.status).toBe(409);
    expectDocumented("post", "/api/manage/runs/{name}", 409, busy.body);
    const [row] = runsResponseSchema.parse((await list(manager.token)).body).data;
    expect(row!.running).toBe(true);
    // A lease that ran out (its instance died) is claimed again.
    await db()
      .update(runs)
      .set({ runningUntil: new Date(Date.now() - 1_000) })
      .where(eq(runs.name, "weekly-summary"));
    expect((await runOnce(db(), "weekly-summary")).ran).toBe(true);
  });

  it("runs on its schedule: on a Monday not yet run, not again that week, not on other days", async () => {
    const monday = new Date("2030-01-07T06:00:00Z");
    const friday = new Date("2030-01-11T06:00:00Z");
    // Only the weekly summary's lines: the other runs have schedules of their own (tested with them).
    const weekly = async (at: Date) =>
      (await runDueRuns(db(), at)).filter((line) => line.startsWith("weekly-summary:"));
    await db()
      .update(runs)
      .set({ lastStartedAt: new Date("2030-01-03T00:00:00Z") });
    expect(await weekly(friday)).toHaveLength(0);
    expect(RUN_SCHEDULES["weekly-summary"].nextAfter(null, friday).toISOString()).toBe("2030-01-14T00:00:00.000Z");
    expect(await weekly(monday)).toHaveLength(1);
    // Its row now says it started (on the database's clock, before that Monday): set it to the Monday's run.
    await db().update(runs).set({ lastStartedAt: monday });
    expect(await weekly(new Date("2030-01-07T09:00:00Z"))).toHaveLength(0);
    expect(await weekly(new Date("2030-01-14T00:01:00Z"))).toHaveLength(1);
  });

  it("stores a failed outcome with its reason and releases the run", async () => {
    const real = RUNS["weekly-summary"];
    RUNS["weekly-summary"] = () => Promise.reject(new Error("the database went away"));
    try {
      const failed = await start(manager.token);
      expect(failed.status).toBe(200);
      expect(runResultSchema.parse(failed.body).data).toMatchObject({
        outcome: "failed",
        summary: "Failed: the database went away",
        run: { last_outcome: "failed", running: false },
      });
    } finally {
      RUNS["weekly-summary"] = real;
    }
    expect((await runOnce(db(), "weekly-summary")).ran).toBe(true);
  });

  it("refuses talents, clients, suspended managers and unknown runs", async () => {
    const e = await engaged(db());
    for (const token of [e.talent.token, e.client.token]) {
      expect((await list(token)).status).toBe(401);
      expect((await start(token)).status).toBe(401);
    }
    const unknown = await start(manager.token, "no-such-run");
    expect(unknown.status).toBe(404);
    expectDocumented("post", "/api/manage/runs/{name}", 404, unknown.body);

    const other = await registeredManager(db());
    const suspended = await call(suspendManager, {
      token: manager.token,
      params: { id: String(other.user.id) },
      json: { reason: "Left the team" },
    });
    expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
    expect((await list(other.token)).status).toBe(401);
    expect((await start(other.token)).status).toBe(401);
  });
});
