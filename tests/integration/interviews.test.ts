import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { GET as slotsRoute } from "@/app/api/client/applications/[id]/interview-slots/route";
import { POST as proposeRoute } from "@/app/api/client/applications/[id]/interviews/route";
import { POST as clientCancel } from "@/app/api/client/interviews/[id]/cancel/route";
import { POST as clientReschedule } from "@/app/api/client/interviews/[id]/reschedule/route";
import { GET as clientList } from "@/app/api/client/interviews/route";
import { POST as suspend } from "@/app/api/manage/accounts/[kind]/[id]/suspend/route";
import { POST as apply } from "@/app/api/talent/applications/route";
import { POST as bookRoute } from "@/app/api/talent/interviews/[id]/book/route";
import { POST as talentCancel } from "@/app/api/talent/interviews/[id]/cancel/route";
import { POST as talentReschedule } from "@/app/api/talent/interviews/[id]/reschedule/route";
import { GET as talentList } from "@/app/api/talent/interviews/route";
import { applicationEvents, applications, companies, talentProfiles } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { interviewSchema, interviewsListSchema, interviewSlotsSchema } from "@/lib/validation/interviews";

import { registeredClient, registeredManager } from "../support/accounts";
import { call } from "../support/api-client";
import { companyIdOfClient, completeTalent, postedJob } from "../support/hiring";
import { describeOnEachDatabase } from "../support/test-db";

type Side = "talent" | "client";
type Account = { token: string; user: { id: number } };
const ids = (id: number | string) => ({ id: String(id) });

const slotsOf = (token: string, id: number | string, duration: unknown = 45) =>
  call(slotsRoute, {
    token,
    params: ids(id),
    path: `/api/client/applications/${id}/interview-slots?duration=${duration}`,
  });
const propose = (token: string, id: number | string, json: unknown) =>
  call(proposeRoute, { token, params: ids(id), json });
const book = (token: string, id: number | string, start: unknown) =>
  call(bookRoute, { token, params: ids(id), json: { start } });
const cancel = (side: Side, token: string, id: number | string, reason: unknown = "Position filled") =>
  call(side === "talent" ? talentCancel : clientCancel, { token, params: ids(id), json: { reason } });
const reschedule = (side: Side, token: string, id: number | string, json: unknown = {}) =>
  call(side === "talent" ? talentReschedule : clientReschedule, { token, params: ids(id), json });
const list = (side: Side, token: string) =>
  call(side === "talent" ? talentList : clientList, { token, path: `/api/${side}/interviews` });

describeOnEachDatabase("interviews", ({ db }) => {
  let manager: string;
  beforeAll(async () => {
    await seedReferenceData(db());
    manager = (await registeredManager(db())).token;
  });

  async function teamHours(
    clientId: number,
    hours: { timezone: string | null; start: string | null; end: string | null },
  ) {
    await db()
      .update(companies)
      .set({ timezone: hours.timezone, workStart: hours.start, workEnd: hours.end })
      .where(eq(companies.id, await companyIdOfClient(db(), clientId)));
  }

  /** A client whose team works 09–17 in Berlin, its job, and a complete talent's (Berlin 09–17) application. */
  async function setting(options: { client?: Account; talent?: Awaited<ReturnType<typeof completeTalent>> } = {}) {
    const client = options.client ?? (await registeredClient());
    await teamHours(client.user.id, { timezone: "Europe/Berlin", start: "09:00", end: "17:00" });
    const job = await postedJob(client.token, { title: `Role ${Math.random().toString(36).slice(2, 8)}` });
    const talent = options.talent ?? (await completeTalent(db()));
    const applied = await call(apply, { token: talent.token, json: { job_slug: job.slug } });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    return { client, talent, applicationId: applied.body.data.id as number };
  }

  async function openSlots(token: string, id: number, duration = 45) {
    const answer = await slotsOf(token, id, duration);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return interviewSlotsSchema.parse(answer.body).data.map((slot) => slot.start);
  }

  const offer = (slots: string[], extra: Record<string, unknown> = {}) => ({
    duration_minutes: 45,
    slots,
    link: "https://meet.example.com/abc",
    note: "A first talk.",
    ...extra,
  });

  async function proposed(s: Awaited<ReturnType<typeof setting>>, pick = [0, 1, 2]) {
    const open = await openSlots(s.client.token, s.applicationId);
    const answer = await propose(s.client.token, s.applicationId, offer(pick.map((i) => open[i]!)));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return { open, interview: interviewSchema.parse(answer.body.data) };
  }

  const stageOf = async (id: number) =>
    (await db().select({ stage: applications.stage }).from(applications).where(eq(applications.id, id)))[0]!.stage;

  it("offers slots in both local times, proposes, lists, books, reschedules and cancels", async () => {
    const s = await setting();
    const answer = await slotsOf(s.client.token, s.applicationId);
    expect(answer.status).toBe(200);
    const slots = interviewSlotsSchema.parse(answer.body);
    expect(slots.nearest).toBeNull();
    expect(slots.data.length).toBeGreaterThan(10);
    expect(slots.data[0]).toMatchObject({ talent_local: expect.stringMatching(/ in Berlin$/) });
    expect(Date.parse(slots.data[0]!.end) - Date.parse(slots.data[0]!.start)).toBe(45 * 60_000);

    const { open, interview } = await proposed(s);
    expect(interview).toMatchObject({
      status: "proposed",
      start: null,
      sequence: 0,
      duration_minutes: 45,
      link: "https://meet.example.com/abc",
      application: { id: s.applicationId, stage: "interview" },
      company: { name: "Acme" },
      talent: { id: s.talent.id, name: "Ada Applicant" },
    });
    expect(interview.slots.map((slot) => slot.start)).toEqual(open.slice(0, 3));
    expect(await stageOf(s.applicationId)).toBe("interview");
    const [event] = await db()
      .select()
      .from(applicationEvents)
      .where(and(eq(applicationEvents.applicationId, s.applicationId), eq(applicationEvents.toStage, "interview")));
    expect(event).toMatchObject({ fromStage: "applied", actorKind: "client", actorId: s.client.user.id });

    for (const side of ["talent", "client"] as const) {
      const own = await list(side, side === "talent" ? s.talent.token : s.client.token);
      expect(own.status).toBe(200);
      expect(interviewsListSchema.parse(own.body).data.map((i) => i.id)).toEqual([interview.id]);
    }

    const booked = await book(s.talent.token, interview.id, open[1]);
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(booked.body.data).toMatchObject({
      status: "booked",
      start: open[1],
      talent_local: expect.stringMatching(/ in Berlin$/),
      team_local: expect.stringMatching(/ in Berlin$/),
      slots: [],
    });
    // The booked start is busy now: the slot function no longer offers it.
    expect(await openSlots(s.client.token, s.applicationId)).not.toContain(open[1]);

    const moved = await reschedule("client", s.client.token, interview.id, { slots: open.slice(3, 6) });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toMatchObject({ status: "proposed", start: null, sequence: 1, uid: interview.uid });
    expect(moved.body.data.link).toBe("https://meet.example.com/abc");

    expect((await book(s.talent.token, interview.id, open[4])).status).toBe(200);
    const givenUp = await reschedule("talent", s.talent.token, interview.id);
    expect(givenUp.status, JSON.stringify(givenUp.body)).toBe(200);
    // The rebooking raised it to 2 (its REQUEST follows the CANCEL sent at 1); giving it up, to 3.
    expect(givenUp.body.data).toMatchObject({ status: "proposed", sequence: 3, uid: interview.uid });
    expect(givenUp.body.data.slots.map((slot: { start: string }) => slot.start)).toEqual([open[3], open[5]]);
    expect((await reschedule("talent", s.talent.token, interview.id)).status).toBe(409); // nothing booked to give up

    const cancelled = await cancel("client", s.client.token, interview.id, "  We hired someone else.  ");
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      status: "cancelled",
      sequence: 4,
      cancel_reason: "We hired someone else.",
      cancelled_by: "client",
    });
    expect((await cancel("talent", s.talent.token, interview.id)).status).toBe(409);
    expect((await book(s.talent.token, interview.id, open[3])).status).toBe(409);
    expect((await reschedule("client", s.client.token, interview.id, { slots: open.slice(0, 3) })).status).toBe(409);

    // Cancelled, the application may be proposed again.
    expect((await propose(s.client.token, s.applicationId, offer(open.slice(6, 9)))).status).toBe(201);
  });

  it("lets the talent cancel a booking, and leaves a later stage alone when proposing", async () => {
    const s = await setting();
    await db().update(applications).set({ stage: "offer" }).where(eq(applications.id, s.applicationId));
    const { open, interview } = await proposed(s);
    expect(await stageOf(s.applicationId)).toBe("offer");
    expect((await book(s.talent.token, interview.id, open[2])).status).toBe(200);
    const cancelled = await cancel("talent", s.talent.token, interview.id, "Took another job");
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: "cancelled", cancelled_by: "talent", start: open[2] });
  });

  it("refuses to propose on a rejected, withdrawn or hired application with 409", async () => {
    for (const stage of ["rejected", "withdrawn", "hired"] as const) {
      const s = await setting();
      const open = await openSlots(s.client.token, s.applicationId);
      await db().update(applications).set({ stage }).where(eq(applications.id, s.applicationId));
      const answer = await propose(s.client.token, s.applicationId, offer(open.slice(0, 3)));
      expect(answer.status, stage).toBe(409);
      expect(await stageOf(s.applicationId)).toBe(stage);
    }
  });

  it("answers 422 for bad durations, missing hours, bad offers, a start not offered and a bad reason", async () => {
    const s = await setting();
    for (const bad of [50, "x", ""]) expect((await slotsOf(s.client.token, s.applicationId, bad)).status).toBe(422);
    const open = await openSlots(s.client.token, s.applicationId, 30);

    const bads: unknown[] = [
      offer(open.slice(0, 2)),
      offer(open.slice(0, 11)),
      offer(open.slice(0, 3), { link: undefined }),
      offer(open.slice(0, 3), { link: "http://meet.example.com/abc" }),
      offer(open.slice(0, 3), { phone: "call me" }),
      offer(open.slice(0, 3), { note: "x".repeat(2001) }),
      offer(open.slice(0, 3), { duration_minutes: 20 }),
      offer([open[0]!, open[0]!, open[1]!]),
    ];
    for (const body of bads) expect((await propose(s.client.token, s.applicationId, body)).status).toBe(422);
    const offHours = "2030-01-01T03:07:00.000Z";
    const notOpen = await propose(s.client.token, s.applicationId, offer([open[0]!, open[1]!, offHours]));
    expect(notOpen.status).toBe(422);
    expect(notOpen.body.errors.slots[0]).toContain(offHours);
    expect(await stageOf(s.applicationId)).toBe("applied"); // nothing moved

    const byPhone = await propose(
      s.client.token,
      s.applicationId,
      offer(open.slice(0, 3), { link: undefined, phone: "+49 30 1234567" }),
    );
    expect(byPhone.status, JSON.stringify(byPhone.body)).toBe(201);
    const id = byPhone.body.data.id as number;
    expect((await book(s.talent.token, id, open[5])).status).toBe(422);
    expect((await book(s.talent.token, id, "tomorrow")).status).toBe(422);
    expect((await cancel("talent", s.talent.token, id, "")).status).toBe(422);
    expect((await cancel("talent", s.talent.token, id, "x".repeat(501))).status).toBe(422);
    expect((await reschedule("client", s.client.token, id, { slots: [open[0], open[1], offHours] })).status).toBe(422);

    // A second open interview for the same application.
    expect((await propose(s.client.token, s.applicationId, offer(open.slice(3, 6)))).status).toBe(409);

    await teamHours(s.client.user.id, { timezone: null, start: null, end: null });
    const noTeam = await slotsOf(s.client.token, s.applicationId);
    expect(noTeam.status).toBe(422);
    expect(noTeam.body.errors.company).toBeDefined();
    await db()
      .update(talentProfiles)
      .set({ timezone: null, workStart: null, workEnd: null })
      .where(eq(talentProfiles.talentId, s.talent.id));
    const neither = await slotsOf(s.client.token, s.applicationId);
    expect(Object.keys(neither.body.errors).sort()).toEqual(["company", "talent"]);
  });

  it("refuses the wrong kind, a manager and a suspended account with 401, and others' interviews with 404", async () => {
    const s = await setting();
    const other = await setting();
    const { open, interview } = await proposed(s);

    for (const token of [s.talent.token, manager]) {
      expect((await slotsOf(token, s.applicationId)).status).toBe(401);
      expect((await propose(token, s.applicationId, offer(open.slice(0, 3)))).status).toBe(401);
      expect((await list("client", token)).status).toBe(401);
      expect((await cancel("client", token, interview.id)).status).toBe(401);
    }
    for (const token of [s.client.token, manager]) {
      expect((await book(token, interview.id, open[0])).status).toBe(401);
      expect((await list("talent", token)).status).toBe(401);
    }

    expect((await slotsOf(other.client.token, s.applicationId)).status).toBe(404);
    expect((await propose(other.client.token, s.applicationId, offer(open.slice(0, 3)))).status).toBe(404);
    expect((await reschedule("client", other.client.token, interview.id, { slots: open.slice(0, 3) })).status).toBe(
      404,
    );
    expect((await cancel("client", other.client.token, interview.id)).status).toBe(404);
    expect((await book(other.talent.token, interview.id, open[0])).status).toBe(404);
    expect((await reschedule("talent", other.talent.token, interview.id)).status).toBe(404);
    expect((await cancel("talent", other.talent.token, interview.id)).status).toBe(404);
    for (const id of ["9007199254740993", "0", "x"]) {
      expect((await slotsOf(s.client.token, id)).status).toBe(404);
      expect((await book(s.talent.token, id, open[0])).status).toBe(404);
    }
    expect((await list("talent", other.talent.token)).body.data).toEqual([]);
    expect((await list("client", other.client.token)).body.data).toEqual([]);

    const suspended = await call(suspend, {
      token: manager,
      params: { kind: "talent", id: String(s.talent.id) },
      json: { reason: "Fake profile" },
    });
    expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
    expect((await book(s.talent.token, interview.id, open[0])).status).toBe(401);
    expect((await list("talent", s.talent.token)).status).toBe(401);
  });

  it("books a slot once when two books race, and refuses a start the talent booked elsewhere", async () => {
    const s = await setting();
    const { open, interview } = await proposed(s);
    const race = await Promise.all([
      book(s.talent.token, interview.id, open[0]),
      book(s.talent.token, interview.id, open[1]),
    ]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);

    // The same talent at another company: the same start offered by both, booked at once.
    const first = await setting({ talent: s.talent });
    const second = await setting({ talent: s.talent });
    const free = await openSlots(first.client.token, first.applicationId);
    const shared = [free[0]!, free[8]!, free[16]!]; // apart, so a booking of one leaves the others free
    const third = await setting({ talent: s.talent });
    const near = [free[1]!, free[9]!, free[17]!]; // each 15 minutes after a shared start
    const c = (await propose(third.client.token, third.applicationId, offer(near))).body.data.id as number;
    const a = (await propose(first.client.token, first.applicationId, offer(shared))).body.data.id as number;
    const b = (await propose(second.client.token, second.applicationId, offer(shared))).body.data.id as number;
    const both = await Promise.all([book(s.talent.token, a, shared[0]), book(s.talent.token, b, shared[0])]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    // Offered before the other booking, the start is busy for this talent now: 409 again; another start books.
    const loser = both[0]!.status === 409 ? a : b;
    expect((await book(s.talent.token, loser, shared[0])).status).toBe(409);
    expect((await book(s.talent.token, loser, shared[1])).status).toBe(200);
    // A booking that overlaps another one without starting at the same time is refused as well.
    const overlapping = await book(s.talent.token, c, near[0]);
    expect(overlapping.status).toBe(409);
    expect((await book(s.talent.token, c, near[2])).status).toBe(200);
  });
});
