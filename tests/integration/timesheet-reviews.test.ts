import { beforeAll, expect, it } from "vitest";

import { POST as approveRoute } from "@/app/api/client/timesheets/[id]/approve/route";
import { POST as disputeRoute } from "@/app/api/client/timesheets/[id]/dispute/route";
import { POST as suspend } from "@/app/api/manage/accounts/[kind]/[id]/suspend/route";
import { GET as manageListRoute } from "@/app/api/manage/timesheets/route";
import { POST as submitRoute } from "@/app/api/talent/timesheets/[id]/submit/route";
import { GET as talentListRoute } from "@/app/api/talent/timesheets/route";
import { addDays } from "@/lib/engagements/calendar-days";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { TIMESHEET_MAIL_KINDS } from "@/lib/server/timesheets/mails";
import { timesheetAnswerSchema, timesheetsAnswerSchema } from "@/lib/validation/timesheets";

import { registeredManager } from "../support/accounts";
import { call } from "../support/api-client";
import { expectDocumented } from "../support/openapi-check";
import { deliveredMail } from "../support/outbox";
import { describeOnEachDatabase } from "../support/test-db";
import {
  deleteEntry,
  hourlyEngagement,
  loggedWeek,
  logTime,
  mondayWeeksAgo,
  patchEntry,
} from "../support/timesheet-fixtures";

const SUBMIT = "/api/talent/timesheets/{id}/submit";
const APPROVE = "/api/client/timesheets/{id}/approve";
const DISPUTE = "/api/client/timesheets/{id}/dispute";

describeOnEachDatabase("timesheets: submit, approve, dispute", ({ db }) => {
  let manager: string;
  beforeAll(async () => {
    await seedReferenceData(db());
    manager = (await registeredManager(db())).token;
  });

  const params = (id: number | string) => ({ id: String(id) });
  const submit = (token: string, id: number | string) =>
    call(submitRoute, { token, params: params(id), path: `/api/talent/timesheets/${id}/submit`, json: {} });
  const approve = (token: string, id: number | string) =>
    call(approveRoute, { token, params: params(id), path: `/api/client/timesheets/${id}/approve`, json: {} });
  const dispute = (token: string, id: number | string, reason: unknown = "Tuesday is counted twice.") =>
    call(disputeRoute, { token, params: params(id), path: `/api/client/timesheets/${id}/dispute`, json: { reason } });
  const disputes = (token: string, query = "") =>
    call(manageListRoute, { token, path: `/api/manage/timesheets${query}` });

  it("submits, disputes, takes the correction and the resubmission, approves, then locks the week", async () => {
    const e = await hourlyEngagement(db(), { companyZone: "Europe/Berlin", talentZone: "Asia/Kolkata" });
    const week = mondayWeeksAgo(1, "Europe/Berlin");
    const first = await logTime(e.talent.token, e.engagementId, { work_date: week, minutes: 480 });
    const second = await logTime(e.talent.token, e.engagementId, { work_date: addDays(week, 1), minutes: 450 });
    const id = first.body.data.timesheet_id as number;

    const submitted = await submit(e.talent.token, id);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expectDocumented("post", SUBMIT, 200, submitted.body);
    const sheet = timesheetAnswerSchema.parse(submitted.body).data;
    expect(sheet).toMatchObject({ status: "submitted", minutes: 930, auto_submitted: false, dispute_reason: null });
    expect(Date.parse(sheet.review_deadline!) - Date.parse(sheet.submitted_at!)).toBe(3 * 86_400_000);
    expect(sheet.entries).toHaveLength(2);
    const toClient = await deliveredMail(db(), e.client.email, TIMESHEET_MAIL_KINDS.submitted);
    expect(toClient?.text).toContain("15 h 30 min");
    expect(toClient?.text).toContain(`/recruiter/engagements/${e.engagementId}`);
    expect(toClient?.text).toContain("in Berlin");

    const again = await submit(e.talent.token, id);
    expect(again.status).toBe(409);
    expectDocumented("post", SUBMIT, 409, again.body);
    expect(again.body.message).toContain("not in the expected state");
    const whileSubmitted = await logTime(e.talent.token, e.engagementId, { work_date: addDays(week, 2), minutes: 30 });
    expect(whileSubmitted.status).toBe(422);
    expect(whileSubmitted.body.message).toMatch(/^This week is submitted: /);
    expect((await patchEntry(e.talent.token, e.engagementId, second.body.data.id, { minutes: 30 })).status).toBe(422);

    const noReason = await dispute(e.client.token, id, "  ");
    expect(noReason.status).toBe(422);
    expectDocumented("post", DISPUTE, 422, noReason.body);
    expect(noReason.body.errors.reason).toBeDefined();
    const disputed = await dispute(e.client.token, id);
    expect(disputed.status, JSON.stringify(disputed.body)).toBe(200);
    expectDocumented("post", DISPUTE, 200, disputed.body);
    expect(disputed.body.data).toMatchObject({ status: "disputed", dispute_reason: "Tuesday is counted twice." });
    expect(disputed.body.data.reviewed_at).not.toBeNull();
    const toTalent = await deliveredMail(db(), e.talent.email, TIMESHEET_MAIL_KINDS.disputed);
    expect(toTalent?.text).toContain("Tuesday is counted twice.");
    expect(toTalent?.text).toContain(`/talent/engagements/${e.engagementId}`);
    expect((await approve(e.client.token, id)).status).toBe(409);

    const listed = await disputes(manager);
    expect(listed.status).toBe(200);
    expectDocumented("get", "/api/manage/timesheets", 200, listed.body);
    expect(timesheetsAnswerSchema.parse(listed.body).data.map((w) => w.id)).toContain(id);

    // Corrected and resubmitted: the reason stays until the client approves.
    const corrected = await patchEntry(e.talent.token, e.engagementId, second.body.data.id, { minutes: 240 });
    expect(corrected.status).toBe(200);
    const resubmitted = await submit(e.talent.token, id);
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.body.data).toMatchObject({
      status: "submitted",
      minutes: 720,
      reviewed_at: null,
      dispute_reason: "Tuesday is counted twice.",
    });
    expect(timesheetsAnswerSchema.parse((await disputes(manager)).body).data.map((w) => w.id)).not.toContain(id);

    const approved = await approve(e.client.token, id);
    expect(approved.status).toBe(200);
    expectDocumented("post", APPROVE, 200, approved.body);
    expect(approved.body.data).toMatchObject({ status: "approved", auto_approved: false, dispute_reason: null });
    expect(approved.body.data.reviewed_at).not.toBeNull();

    const locked = await logTime(e.talent.token, e.engagementId, { work_date: addDays(week, 3), minutes: 30 });
    expect(locked.status).toBe(422);
    expect(locked.body.message).toMatch(/^This week is approved: /);
    expect((await patchEntry(e.talent.token, e.engagementId, first.body.data.id, { description: "More" })).status).toBe(
      422,
    );
    // Moving an entry of another week into it is refused too.
    const elsewhere = await logTime(e.talent.token, e.engagementId, { work_date: addDays(week, -3), minutes: 30 });
    expect(elsewhere.status).toBe(201);
    expect(
      (await patchEntry(e.talent.token, e.engagementId, elsewhere.body.data.id, { work_date: addDays(week, 2) }))
        .status,
    ).toBe(422);
    const deleted = await deleteEntry(e.talent.token, e.engagementId, first.body.data.id);
    expect(deleted.status).toBe(422);
    expectDocumented("delete", "/api/talent/engagements/{id}/time-entries/{entry_id}", 422, deleted.body);
    for (const answer of [
      await approve(e.client.token, id),
      await dispute(e.client.token, id),
      await submit(e.talent.token, id),
    ]) {
      expect(answer.status).toBe(409);
    }
    expectDocumented("post", APPROVE, 409, (await approve(e.client.token, id)).body);
  });

  it("refuses to submit a week with no time, and to dispute once the review deadline passed", async () => {
    const e = await hourlyEngagement(db());
    const entry = (await logTime(e.talent.token, e.engagementId, { work_date: mondayWeeksAgo(2), minutes: 60 })).body
      .data;
    expect((await deleteEntry(e.talent.token, e.engagementId, entry.id)).status).toBe(204);
    const empty = await submit(e.talent.token, entry.timesheet_id);
    expect(empty.status).toBe(422);
    expectDocumented("post", SUBMIT, 422, empty.body);
    expect(empty.body.message).toContain("no time logged");

    const late = await loggedWeek(db(), e, {
      weekStart: mondayWeeksAgo(1),
      status: "submitted",
      submittedAt: new Date(Date.now() - 3 * 86_400_000 - 60_000),
    });
    const refused = await dispute(e.client.token, late.id);
    expect(refused.status).toBe(409);
    expectDocumented("post", DISPUTE, 409, refused.body);
    expect(refused.body.message).toContain("review window");
    // Approving it is still the client's to do until the automatic approval comes.
    expect((await approve(e.client.token, late.id)).status).toBe(200);
  });

  it("lists the open disputes to the managers, the longest waiting first", async () => {
    const e = await hourlyEngagement(db());
    const older = await loggedWeek(db(), e, { weekStart: mondayWeeksAgo(4), status: "disputed" });
    const newer = await loggedWeek(db(), e, { weekStart: mondayWeeksAgo(3), status: "disputed" });
    await loggedWeek(db(), e, { weekStart: mondayWeeksAgo(2), status: "submitted" });
    const ids = timesheetsAnswerSchema.parse((await disputes(manager)).body).data.map((w) => w.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(ids.indexOf(older.id)).toBeGreaterThanOrEqual(0);
    const submitted = timesheetsAnswerSchema.parse((await disputes(manager, "?status=submitted")).body).data;
    expect(submitted.every((w) => w.status === "submitted")).toBe(true);
    const filtered = await disputes(manager, `?engagement=${e.engagementId}`);
    expect(filtered.body.data.map((w: { id: number }) => w.id)).toEqual([older.id, newer.id]);
    const bad = await disputes(manager, "?engagement=abc");
    expect(bad.status).toBe(422);
    expectDocumented("get", "/api/manage/timesheets", 422, bad.body);
    expect((await disputes(e.client.token)).status).toBe(401);
    expect((await disputes(e.talent.token)).status).toBe(401);
  });

  it("lets only the week's own talent submit and its own company review; a suspended account is refused", async () => {
    const e = await hourlyEngagement(db());
    const other = await hourlyEngagement(db());
    const week = await loggedWeek(db(), e, { weekStart: mondayWeeksAgo(1) });
    const submitted = await loggedWeek(db(), e, { weekStart: mondayWeeksAgo(2), status: "submitted" });

    // A talent cannot approve or dispute; a client cannot submit: the wrong kind of token is not signed in.
    expect((await approve(e.talent.token, submitted.id)).status).toBe(401);
    expect((await dispute(e.talent.token, submitted.id)).status).toBe(401);
    expect((await submit(e.client.token, week.id)).status).toBe(401);
    expect((await approve(manager, submitted.id)).status).toBe(401);

    const notTheirs = await approve(other.client.token, submitted.id);
    expect(notTheirs.status).toBe(404);
    expectDocumented("post", APPROVE, 404, notTheirs.body);
    expect((await dispute(other.client.token, submitted.id)).status).toBe(404);
    const notTheirWeek = await submit(other.talent.token, week.id);
    expect(notTheirWeek.status).toBe(404);
    expectDocumented("post", SUBMIT, 404, notTheirWeek.body);
    for (const id of ["0", "abc", "9007199254740993", "123456789"]) {
      expect((await submit(e.talent.token, id)).status).toBe(404);
      expect((await approve(e.client.token, id)).status).toBe(404);
    }
    const mine = timesheetsAnswerSchema.parse(
      (await call(talentListRoute, { token: other.talent.token, path: "/api/talent/timesheets" })).body,
    ).data;
    expect(mine).toEqual([]);

    for (const [kind, account] of [
      ["talent", e.talent.user.id],
      ["client", e.client.user.id],
    ] as const) {
      const suspended = await call(suspend, {
        token: manager,
        params: { kind, id: String(account) },
        json: { reason: "Fake account" },
      });
      expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
    }
    expect((await submit(e.talent.token, week.id)).status).toBe(401);
    expect((await logTime(e.talent.token, e.engagementId, { work_date: mondayWeeksAgo(1), minutes: 5 })).status).toBe(
      401,
    );
    expect((await approve(e.client.token, submitted.id)).status).toBe(401);
  });
});
