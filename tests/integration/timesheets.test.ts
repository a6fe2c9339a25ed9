import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { GET as clientListRoute } from "@/app/api/client/timesheets/route";
import { GET as entriesRoute } from "@/app/api/talent/engagements/[id]/time-entries/route";
import { GET as talentListRoute } from "@/app/api/talent/timesheets/route";
import { addDays, todayIn } from "@/lib/engagements/calendar-days";
import { engagements, timesheets } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { addTimeEntry } from "@/lib/server/timesheets/add-entry";
import {
  timeEntriesAnswerSchema,
  timeEntryAnswerSchema,
  timesheetsAnswerSchema,
  type Timesheet,
} from "@/lib/validation/timesheets";

import { buildRequest, call } from "../support/api-client";
import { engaged } from "../support/offers";
import { expectDocumented } from "../support/openapi-check";
import { describeOnEachDatabase } from "../support/test-db";
import {
  deleteEntry,
  entryParams,
  hourlyEngagement,
  logTime,
  mondayWeeksAgo,
  patchEntry,
} from "../support/timesheet-fixtures";

const ENTRIES = "/api/talent/engagements/{id}/time-entries";
const ENTRY = "/api/talent/engagements/{id}/time-entries/{entry_id}";

describeOnEachDatabase("timesheets: time entries", ({ db }) => {
  beforeAll(async () => {
    await seedReferenceData(db());
  });

  const entries = (token: string, engagementId: number, week?: string) =>
    call(entriesRoute, {
      token,
      params: entryParams(engagementId),
      path: `/api/talent/engagements/${engagementId}/time-entries${week ? `?week=${week}` : ""}`,
    });
  const weeks = (side: "talent" | "client", token: string, query = "") =>
    call(side === "talent" ? talentListRoute : clientListRoute, { token, path: `/api/${side}/timesheets${query}` });
  const weekOf = async (side: "talent" | "client", token: string, engagementId: number, weekStart: string) => {
    const answer = await weeks(side, token, `?engagement=${engagementId}`);
    return timesheetsAnswerSchema.parse(answer.body).data.find((w) => w.week_start === weekStart);
  };
  const storedMinutes = async (engagementId: number) =>
    (await db().select().from(timesheets).where(eq(timesheets.engagementId, engagementId)))
      .map((w) => [w.weekStart, w.minutes] as const)
      .sort();

  it("logs time into the company's weeks, keeps each week's minutes the sum of its entries, shows both sides", async () => {
    const e = await hourlyEngagement(db());
    const [lastWeek, weekBefore] = [mondayWeeksAgo(1), mondayWeeksAgo(2)];
    const first = await logTime(e.talent.token, e.engagementId, { work_date: lastWeek, minutes: 240 });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expectDocumented("post", ENTRIES, 201, first.body);
    const entry = timeEntryAnswerSchema.parse(first.body).data;
    expect(entry).toMatchObject({ engagement_id: e.engagementId, work_date: lastWeek, minutes: 240 });
    expect(
      (await logTime(e.talent.token, e.engagementId, { work_date: addDays(lastWeek, 6), minutes: 60 })).status,
    ).toBe(201);
    const older = await logTime(e.talent.token, e.engagementId, { work_date: addDays(weekBefore, 2), minutes: 30 });
    expect(older.status).toBe(201);
    expect(await storedMinutes(e.engagementId)).toEqual([
      [weekBefore, 30],
      [lastWeek, 300],
    ]);

    const oneWeek = await entries(e.talent.token, e.engagementId, lastWeek);
    expect(oneWeek.status).toBe(200);
    expectDocumented("get", ENTRIES, 200, oneWeek.body);
    expect(timeEntriesAnswerSchema.parse(oneWeek.body).data.map((x) => x.minutes)).toEqual([240, 60]);
    expect((await entries(e.talent.token, e.engagementId)).body.data).toHaveLength(3);
    const notMonday = await entries(e.talent.token, e.engagementId, addDays(lastWeek, 1));
    expect(notMonday.status).toBe(422);
    expectDocumented("get", ENTRIES, 422, notMonday.body);
    expect((await entries(e.talent.token, e.engagementId, "2026-02-30")).status).toBe(422);

    // Moved to the week before: both weeks recount.
    const moved = await patchEntry(e.talent.token, e.engagementId, entry.id, {
      work_date: addDays(weekBefore, 4),
      minutes: 200,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expectDocumented("patch", ENTRY, 200, moved.body);
    expect(moved.body.data).toMatchObject({ work_date: addDays(weekBefore, 4), minutes: 200 });
    expect(moved.body.data.timesheet_id).not.toBe(entry.timesheet_id);
    expect(await storedMinutes(e.engagementId)).toEqual([
      [weekBefore, 230],
      [lastWeek, 60],
    ]);
    const described = await patchEntry(e.talent.token, e.engagementId, entry.id, { description: "  Reviewed PRs " });
    expect(described.body.data).toMatchObject({ description: "Reviewed PRs", minutes: 200 });

    const deleted = await deleteEntry(e.talent.token, e.engagementId, entry.id);
    expect(deleted.status).toBe(204);
    expectDocumented("delete", ENTRY, 204, deleted.body);
    expect(await storedMinutes(e.engagementId)).toEqual([
      [weekBefore, 30],
      [lastWeek, 60],
    ]);
    expect((await deleteEntry(e.talent.token, e.engagementId, entry.id)).status).toBe(404);

    for (const side of ["talent", "client"] as const) {
      const token = side === "talent" ? e.talent.token : e.client.token;
      const list = await weeks(side, token);
      expect(list.status).toBe(200);
      expectDocumented("get", `/api/${side}/timesheets`, 200, list.body);
      const data = timesheetsAnswerSchema.parse(list.body).data;
      expect(data.map((w) => w.week_start)).toEqual([lastWeek, weekBefore]);
      expect(data[0]).toMatchObject({
        status: "open",
        minutes: 60,
        week_end: addDays(lastWeek, 6),
        weekly_hours_cap: 40,
        submit_deadline: `${addDays(lastWeek, 7)}T12:00:00.000Z`,
        submitted_at: null,
        review_deadline: null,
        engagement: { id: e.engagementId, company: { timezone: "UTC" }, talent: { timezone: "UTC" } },
      });
      expect(data[0]!.entries.map((x) => x.work_date)).toEqual([addDays(lastWeek, 6)]);
      expect((await weeks(side, token, "?status=submitted")).body.data).toEqual([]);
      const bad = await weeks(side, token, "?status=late");
      expect(bad.status).toBe(422);
      expectDocumented("get", `/api/${side}/timesheets`, 422, bad.body);
    }
  });

  it("refuses time past the week's cap, naming it, and takes a changed cap from its Monday", async () => {
    const e = await hourlyEngagement(db());
    const [lastWeek, weekBefore] = [mondayWeeksAgo(1), mondayWeeksAgo(2)];
    for (let day = 0; day < 5; day++) {
      expect(
        (await logTime(e.talent.token, e.engagementId, { work_date: addDays(weekBefore, day), minutes: 480 })).status,
      ).toBe(201);
    }
    const over = await logTime(e.talent.token, e.engagementId, { work_date: addDays(weekBefore, 5), minutes: 90 });
    expect(over.status).toBe(422);
    expectDocumented("post", ENTRIES, 422, over.body);
    expect(over.body.message).toBe("This week would come to 41 h 30 min: the engagement's cap is 40 hours a week.");
    expect(over.body.errors.minutes).toEqual([over.body.message]);

    // Lowered to 20 hours from last week: the week before keeps its 40.
    await db()
      .update(engagements)
      .set({ nextWeeklyHoursCap: 20, nextCapFrom: lastWeek })
      .where(eq(engagements.id, e.engagementId));
    const big = await logTime(e.talent.token, e.engagementId, { work_date: lastWeek, minutes: 1_200 });
    expect(big.status).toBe(201);
    const lowered = await logTime(e.talent.token, e.engagementId, { work_date: addDays(lastWeek, 1), minutes: 30 });
    expect(lowered.status).toBe(422);
    expect(lowered.body.message).toBe("This week would come to 20 h 30 min: the engagement's cap is 20 hours a week.");
    // An entry grown past the cap is refused too; shrunk, it passes.
    const grown = await patchEntry(e.talent.token, e.engagementId, big.body.data.id, { minutes: 1_201 });
    expect(grown.status).toBe(422);
    expectDocumented("patch", ENTRY, 422, grown.body);
    expect((await patchEntry(e.talent.token, e.engagementId, big.body.data.id, { minutes: 1_100 })).status).toBe(200);
    // Moved into the full week before, it would pass that week's 40 hours.
    const intoFull = await patchEntry(e.talent.token, e.engagementId, big.body.data.id, {
      work_date: addDays(weekBefore, 6),
    });
    expect(intoFull.status).toBe(422);
    expect(intoFull.body.message).toContain("cap is 40 hours");

    // Raised to 50 hours from last week.
    await db().update(engagements).set({ nextWeeklyHoursCap: 50 }).where(eq(engagements.id, e.engagementId));
    expect(
      (await logTime(e.talent.token, e.engagementId, { work_date: addDays(lastWeek, 1), minutes: 1_440 })).status,
    ).toBe(201);
    expect(
      (await logTime(e.talent.token, e.engagementId, { work_date: addDays(lastWeek, 2), minutes: 460 })).status,
    ).toBe(201);
    const raised = await logTime(e.talent.token, e.engagementId, { work_date: addDays(lastWeek, 3), minutes: 1 });
    expect(raised.body.message).toBe("This week would come to 50 h 1 min: the engagement's cap is 50 hours a week.");
    expect(await weekOf("talent", e.talent.token, e.engagementId, lastWeek)).toMatchObject({
      minutes: 3_000,
      weekly_hours_cap: 50,
    });
    expect(await weekOf("talent", e.talent.token, e.engagementId, weekBefore)).toMatchObject({
      minutes: 2_400,
      weekly_hours_cap: 40,
    });
  });

  it("lets two entries at once never pass the cap, on a new week and on one begun", async () => {
    const e = await hourlyEngagement(db(), { terms: { weekly_hours_cap: 20 } });
    for (const weekStart of [mondayWeeksAgo(3), mondayWeeksAgo(2)]) {
      if (weekStart === mondayWeeksAgo(2)) {
        expect((await logTime(e.talent.token, e.engagementId, { work_date: weekStart, minutes: 100 })).status).toBe(
          201,
        );
      }
      const both = await Promise.all([
        logTime(e.talent.token, e.engagementId, { work_date: addDays(weekStart, 1), minutes: 700 }),
        logTime(e.talent.token, e.engagementId, { work_date: addDays(weekStart, 2), minutes: 700 }),
      ]);
      expect(both.map((answer) => answer.status).sort()).toEqual([201, 422]);
    }
    expect(await storedMinutes(e.engagementId)).toEqual([
      [mondayWeeksAgo(3), 700],
      [mondayWeeksAgo(2), 800],
    ]);
  });

  it("puts a day in the company's week for a talent 10 hours away, with the company's deadlines", async () => {
    // Brisbane is UTC+10 all year: the talent's Sunday and Monday fall in two company weeks, as on their calendar.
    const ahead = await hourlyEngagement(db(), { talentZone: "Australia/Brisbane" });
    const thisMonday = mondayWeeksAgo(0);
    expect(todayIn("Australia/Brisbane") >= thisMonday).toBe(true);
    const sunday = await logTime(ahead.talent.token, ahead.engagementId, {
      work_date: addDays(thisMonday, -1),
      minutes: 60,
    });
    const monday = await logTime(ahead.talent.token, ahead.engagementId, { work_date: thisMonday, minutes: 60 });
    expect(sunday.status).toBe(201);
    expect(monday.status).toBe(201);
    const list = timesheetsAnswerSchema.parse((await weeks("client", ahead.client.token)).body).data;
    const [current, previous] = list.filter((w) => w.engagement.id === ahead.engagementId);
    expect([current!.week_start, previous!.week_start]).toEqual([thisMonday, mondayWeeksAgo(1)]);
    expect(previous!.submit_deadline).toBe(`${thisMonday}T12:00:00.000Z`);
    expect(current!.engagement.talent.timezone).toBe("Australia/Brisbane");

    // The other way round: the company in Brisbane, its Monday noon is 02:00 UTC.
    const behind = await hourlyEngagement(db(), { companyZone: "Australia/Brisbane", talentZone: "UTC" });
    const theirMonday = mondayWeeksAgo(1, "Australia/Brisbane");
    const logged = await logTime(behind.talent.token, behind.engagementId, {
      work_date: addDays(theirMonday, 6),
      minutes: 60,
    });
    expect(logged.status).toBe(201);
    const [week] = timesheetsAnswerSchema.parse((await weeks("talent", behind.talent.token)).body).data;
    expect(week).toMatchObject({
      week_start: theirMonday,
      submit_deadline: `${addDays(theirMonday, 7)}T02:00:00.000Z`,
      engagement: { company: { timezone: "Australia/Brisbane" } },
    });
  });

  it("takes the talent's Monday while the company's Sunday lasts into the next week, leaving that week open", async () => {
    const e = await hourlyEngagement(db(), { talentZone: "Australia/Brisbane", startedWeeksAgo: 4 });
    const sunday = addDays(mondayWeeksAgo(1), -1);
    // Sunday 20:00 UTC: Monday 06:00 in Brisbane.
    const now = new Date(`${sunday}T20:00:00Z`);
    const log = (work_date: string) =>
      addTimeEntry(
        db(),
        e.talent.id,
        e.engagementId,
        buildRequest({ json: { work_date, minutes: 120, description: "Early start" } }),
        now,
      );
    const monday = await log(addDays(sunday, 1));
    const onSunday = await log(sunday);
    await expect(log(addDays(sunday, 2))).rejects.toMatchObject({ status: 422 });
    const rows = await db().select().from(timesheets).where(eq(timesheets.engagementId, e.engagementId));
    const weekOfEntry = (timesheetId: number) => rows.find((w) => w.id === timesheetId)!;
    expect(weekOfEntry(monday.timesheet_id)).toMatchObject({ weekStart: mondayWeeksAgo(1), status: "open" });
    expect(weekOfEntry(onSunday.timesheet_id)).toMatchObject({ weekStart: mondayWeeksAgo(2), status: "open" });
  });

  it("refuses days ahead, before the start, after the end, and bad input, with a message and never a 500", async () => {
    const e = await hourlyEngagement(db(), { talentZone: "Pacific/Kiritimati", startedWeeksAgo: 3 });
    const start = mondayWeeksAgo(3);
    const refused = async (json: Record<string, unknown>, field: string) => {
      const answer = await logTime(e.talent.token, e.engagementId, { minutes: 60, ...json });
      expect(answer.status, JSON.stringify(answer.body)).toBe(422);
      expectDocumented("post", ENTRIES, 422, answer.body);
      expect(Object.keys(answer.body.errors ?? {})).toContain(field);
      return answer.body;
    };
    // Kiritimati (UTC+14) is the first zone into a new day: its tomorrow is ahead of everyone.
    const tomorrow = addDays(todayIn("Pacific/Kiritimati"), 1);
    expect((await refused({ work_date: tomorrow }, "work_date")).message).toBe(
      "Time cannot be logged for a day still to come.",
    );
    expect(
      (await logTime(e.talent.token, e.engagementId, { work_date: todayIn("Pacific/Kiritimati"), minutes: 5 })).status,
    ).toBe(201);
    expect((await refused({ work_date: addDays(start, -1) }, "work_date")).message).toContain(start);
    await db()
      .update(engagements)
      .set({ endedOn: addDays(start, 3) })
      .where(eq(engagements.id, e.engagementId));
    expect((await refused({ work_date: addDays(start, 4) }, "work_date")).message).toContain(addDays(start, 3));
    expect((await logTime(e.talent.token, e.engagementId, { work_date: addDays(start, 3), minutes: 5 })).status).toBe(
      201,
    );

    const day = addDays(start, 1);
    await refused({ work_date: day, minutes: 0 }, "minutes");
    await refused({ work_date: day, minutes: 1_441 }, "minutes");
    await refused({ work_date: day, minutes: 1.5 }, "minutes");
    await refused({ work_date: day, minutes: "60" }, "minutes");
    await refused({ work_date: day, description: "   " }, "description");
    await refused({ work_date: day, description: "x".repeat(501) }, "description");
    await refused({ work_date: "2026-02-30" }, "work_date");
    await refused({ work_date: "yesterday" }, "work_date");
    const extra = await logTime(e.talent.token, e.engagementId, { work_date: day, minutes: 5, billable: true });
    expect(extra.status).toBe(422);
    const empty = await patchEntry(e.talent.token, e.engagementId, 1, {});
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBeTruthy();
    const nul = await logTime(e.talent.token, e.engagementId, { work_date: day, minutes: 5, description: "a\u0000b" });
    expect(nul.status).toBe(400);
  });

  it("logs on hourly engagements only, and only on one's own", async () => {
    const project = await engaged(db(), {
      contract_type: "project",
      rate_minor: 500_000,
      weekly_hours_cap: undefined,
      milestones: [],
      start_date: mondayWeeksAgo(2),
    });
    const onProject = await logTime(project.talent.token, project.engagementId, {
      work_date: mondayWeeksAgo(1),
      minutes: 60,
    });
    expect(onProject.status).toBe(409);
    expectDocumented("post", ENTRIES, 409, onProject.body);
    expect(onProject.body.message).toBe("Time is logged on hourly engagements only.");
    expect((await entries(project.talent.token, project.engagementId)).status).toBe(409);

    const mine = await hourlyEngagement(db());
    const other = await hourlyEngagement(db());
    const entry = (await logTime(mine.talent.token, mine.engagementId, { work_date: mondayWeeksAgo(1), minutes: 60 }))
      .body.data;
    const theirs = await logTime(other.talent.token, mine.engagementId, { work_date: mondayWeeksAgo(1), minutes: 60 });
    expect(theirs.status).toBe(404);
    expectDocumented("post", ENTRIES, 404, theirs.body);
    expect((await entries(other.talent.token, mine.engagementId)).status).toBe(404);
    expect((await patchEntry(other.talent.token, mine.engagementId, entry.id, { minutes: 5 })).status).toBe(404);
    expect((await deleteEntry(other.talent.token, mine.engagementId, entry.id)).status).toBe(404);
    // Their own engagement's id with my entry's id: not found either.
    const crossed = await patchEntry(other.talent.token, other.engagementId, entry.id, { minutes: 5 });
    expect(crossed.status).toBe(404);
    expectDocumented("patch", ENTRY, 404, crossed.body);
    for (const id of ["0", "x", "9007199254740993"]) {
      expect(
        (await patchEntry(mine.talent.token, mine.engagementId, id as unknown as number, { minutes: 5 })).status,
      ).toBe(404);
    }
    // Clients and managers hold no talent token.
    expect(
      (await logTime(mine.client.token, mine.engagementId, { work_date: mondayWeeksAgo(1), minutes: 60 })).status,
    ).toBe(401);
    const clientView = timesheetsAnswerSchema.parse((await weeks("client", other.client.token)).body).data;
    expect(clientView.every((w: Timesheet) => w.engagement.id === other.engagementId)).toBe(true);
    expect((await weeks("client", mine.talent.token)).status).toBe(401);
  });
});
