import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { POST as approveMilestoneRoute } from "@/app/api/client/engagements/[id]/milestones/[mid]/approve/route";
import { POST as startRoute } from "@/app/api/manage/runs/[name]/route";
import { POST as deliverRoute } from "@/app/api/talent/engagements/[id]/milestones/[mid]/deliver/route";
import { addDays } from "@/lib/engagements/calendar-days";
import { mailOutbox, milestoneDeliveries, timesheets } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { RUNS } from "@/lib/server/runs/registry";
import { runOnce } from "@/lib/server/runs/run-once";
import { RUN_SCHEDULES } from "@/lib/server/runs/schedule";
import { TIMESHEET_MAIL_KINDS } from "@/lib/server/timesheets/mails";
import { reviewDeadline, submitDeadline } from "@/lib/timesheets/weeks";
import { runResultSchema } from "@/lib/validation/runs";

import { registeredManager } from "../support/accounts";
import { call } from "../support/api-client";
import { engaged } from "../support/offers";
import { expectDocumented } from "../support/openapi-check";
import { deliveredMail } from "../support/outbox";
import { describeOnEachDatabase } from "../support/test-db";
import { hourlyEngagement, loggedWeek, mondayWeeksAgo } from "../support/timesheet-fixtures";

const MINUTE = 60_000;

describeOnEachDatabase("timesheets: automatic submission and approval", ({ db }) => {
  let manager: string;
  beforeAll(async () => {
    await seedReferenceData(db());
    manager = (await registeredManager(db())).token;
  });

  const week = async (id: number) => (await db().select().from(timesheets).where(eq(timesheets.id, id)))[0]!;
  const submittedMails = async (email: string) =>
    db()
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, TIMESHEET_MAIL_KINDS.submitted)));
  const start = (name: string) =>
    call(startRoute, { token: manager, params: { name }, path: `/api/manage/runs/${name}`, json: {} });

  it("submits an open week with time at Monday 12:00 company time, not a minute before, whatever the talent's zone", async () => {
    const zone = "America/New_York";
    const e = await hourlyEngagement(db(), { companyZone: zone, talentZone: "Australia/Brisbane" });
    const weekStart = mondayWeeksAgo(3, zone);
    const logged = await loggedWeek(db(), e, { weekStart, minutes: 630 });
    const empty = await loggedWeek(db(), e, { weekStart: addDays(weekStart, -7), minutes: 0 });
    const deadline = submitDeadline(weekStart, zone);
    // 12:00 in New York: 16:00 or 17:00 UTC; in Brisbane already Tuesday.
    expect([16, 17]).toContain(deadline.getUTCHours());

    const before = await RUNS["timesheets-auto-submit"](db(), new Date(deadline.getTime() - MINUTE), {});
    expect(before).toBe("Submitted 0 week(s) whose Monday-noon deadline had come.");
    expect((await week(logged.id)).status).toBe("open");

    const at = await runOnce(db(), "timesheets-auto-submit", () => deadline);
    expect(at).toEqual({
      ran: true,
      outcome: "ok",
      summary: "Submitted 1 week(s) whose Monday-noon deadline had come.",
    });
    expect(await week(logged.id)).toMatchObject({
      status: "submitted",
      autoSubmitted: true,
      submittedAt: deadline,
      reviewDeadline: reviewDeadline(deadline),
    });
    expect((await week(empty.id)).status).toBe("open");
    const mail = await deliveredMail(db(), e.client.email, TIMESHEET_MAIL_KINDS.submitted);
    expect(mail?.text).toContain("was submitted automatically");
    expect(mail?.text).toContain("10 h 30 min");
    expect(mail?.text).toContain("in New York");

    // Run again (or by a second instance): nothing moves twice.
    expect(await RUNS["timesheets-auto-submit"](db(), new Date(deadline.getTime() + MINUTE), {})).toMatch(
      /^Submitted 0 /,
    );
    expect(await submittedMails(e.client.email)).toHaveLength(1);
  });

  it("submits each due week once when two instances run at the same moment", async () => {
    const e = await hourlyEngagement(db());
    const weeks = await Promise.all([4, 5].map((ago) => loggedWeek(db(), e, { weekStart: mondayWeeksAgo(ago) })));
    const now = submitDeadline(mondayWeeksAgo(4), "UTC");
    const [a, b] = await Promise.all([
      RUNS["timesheets-auto-submit"](db(), now, {}),
      RUNS["timesheets-auto-submit"](db(), now, {}),
    ]);
    const count = (summary: string) => Number(/^Submitted (\d+)/.exec(summary)![1]);
    expect(count(a) + count(b)).toBe(2);
    for (const { id } of weeks) expect((await week(id)).status).toBe("submitted");
    expect(await submittedMails(e.client.email)).toHaveLength(2);
  });

  it("approves a submitted week at its review deadline, not a minute before, and leaves disputed ones", async () => {
    const e = await hourlyEngagement(db());
    const submittedAt = new Date(Date.now() - 2 * 86_400_000);
    const submitted = await loggedWeek(db(), e, { weekStart: mondayWeeksAgo(1), status: "submitted", submittedAt });
    const disputed = await loggedWeek(db(), e, { weekStart: mondayWeeksAgo(2), status: "disputed" });
    const deadline = reviewDeadline(submittedAt);

    await RUNS["timesheets-auto-approve"](db(), new Date(deadline.getTime() - MINUTE), {});
    expect((await week(submitted.id)).status).toBe("submitted");
    const summary = await RUNS["timesheets-auto-approve"](db(), deadline, {});
    expect(summary).toMatch(/^Approved \d+ week\(s\) and \d+ milestone\(s\) whose review time had run out\.$/);
    expect(await week(submitted.id)).toMatchObject({ status: "approved", autoApproved: true, reviewedAt: deadline });
    expect((await week(disputed.id)).status).toBe("disputed");
  });

  it("approves a delivered milestone 7 days after its delivery; the client's own approval then finds it approved", async () => {
    const p = await engaged(db(), {
      contract_type: "project",
      rate_minor: 300_000,
      weekly_hours_cap: undefined,
      milestones: [
        { name: "Design", amount_minor: 100_000 },
        { name: "Build", amount_minor: 200_000 },
      ],
    });
    const mid = (n: number) => ({ id: String(p.engagementId), mid: String(n) });
    const delivered = await call(deliverRoute, { token: p.talent.token, params: mid(1), json: {} });
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    const approveBy = new Date(delivered.body.data.approve_by);
    const row = async () =>
      (
        await db()
          .select()
          .from(milestoneDeliveries)
          .where(and(eq(milestoneDeliveries.engagementId, p.engagementId), eq(milestoneDeliveries.position, 1)))
      )[0]!;

    await RUNS["timesheets-auto-approve"](db(), new Date(approveBy.getTime() - MINUTE), {});
    expect((await row()).status).toBe("delivered");
    expect(await RUNS["timesheets-auto-approve"](db(), approveBy, {})).toMatch(/ and 1 milestone\(s\)/);
    expect(await row()).toMatchObject({ status: "approved", autoApproved: true, approvedAt: approveBy });
    const late = await call(approveMilestoneRoute, { token: p.client.token, params: mid(1), json: {} });
    expect(late.status).toBe(409);
  });

  it("runs hourly, and a manager starts either run by name", async () => {
    for (const name of ["timesheets-auto-submit", "timesheets-auto-approve"] as const) {
      const schedule = RUN_SCHEDULES[name];
      expect(schedule.describe).toBe("Every hour");
      const now = new Date("2030-01-07T10:20:00Z");
      expect(schedule.nextAfter(null, now).toISOString()).toBe("2030-01-07T10:00:00.000Z");
      expect(schedule.nextAfter(new Date("2030-01-07T09:59:00Z"), now).toISOString()).toBe("2030-01-07T10:00:00.000Z");
      expect(schedule.nextAfter(new Date("2030-01-07T10:00:30Z"), now).toISOString()).toBe("2030-01-07T11:00:00.000Z");

      const answer = await start(name);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expectDocumented("post", "/api/manage/runs/{name}", 200, answer.body);
      const result = runResultSchema.parse(answer.body).data;
      expect(result).toMatchObject({ outcome: "ok", run: { name, schedule: "Every hour", running: false } });
      expect(result.summary).toMatch(/^(Submitted|Approved) \d+ week\(s\)/);
    }
  });
});
