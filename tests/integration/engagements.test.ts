import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { POST as clientEndRoute } from "@/app/api/client/engagements/[id]/end/route";
import { PATCH as capRoute, GET as clientOneRoute } from "@/app/api/client/engagements/[id]/route";
import { GET as clientListRoute } from "@/app/api/client/engagements/route";
import { POST as suspend } from "@/app/api/manage/accounts/[kind]/[id]/suspend/route";
import { POST as talentEndRoute } from "@/app/api/talent/engagements/[id]/end/route";
import { GET as talentOneRoute } from "@/app/api/talent/engagements/[id]/route";
import { GET as talentListRoute } from "@/app/api/talent/engagements/route";
import { nextMonday, todayIn } from "@/lib/engagements/calendar-days";
import { engagements, liveEvents, mailOutbox } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { engagementAnswerSchema, engagementsAnswerSchema } from "@/lib/validation/engagements";

import { registeredManager } from "../support/accounts";
import { call } from "../support/api-client";
import { dayFromToday, engaged, ids } from "../support/offers";
import { describeOnEachDatabase } from "../support/test-db";

type Side = "talent" | "client";

const list = (side: Side, token: string) =>
  call(side === "talent" ? talentListRoute : clientListRoute, { token, path: `/api/${side}/engagements` });
const one = (side: Side, token: string, id: number | string) =>
  call(side === "talent" ? talentOneRoute : clientOneRoute, {
    token,
    params: ids(id),
    path: `/api/${side}/engagements/${id}`,
  });
const end = (side: Side, token: string, id: number | string, json: Record<string, unknown>) =>
  call(side === "talent" ? talentEndRoute : clientEndRoute, {
    token,
    params: ids(id),
    json: { reason: "The project is done", ...json },
  });
const changeCap = (token: string, id: number | string, weekly_hours_cap: unknown) =>
  call(capRoute, { token, params: ids(id), method: "PATCH", json: { weekly_hours_cap } });

describeOnEachDatabase("engagements", ({ db }) => {
  let manager: string;
  beforeAll(async () => {
    await seedReferenceData(db());
    manager = (await registeredManager(db())).token;
  });

  const stored = async (id: number) => (await db().select().from(engagements).where(eq(engagements.id, id)))[0]!;

  it("lists and reads an engagement to both sides with its trial in the company's zone", async () => {
    const zone = "America/New_York";
    const e = await engaged(db(), { start_date: dayFromToday(-2, zone), trial_days: 10 }, { timezone: zone });
    for (const side of ["talent", "client"] as const) {
      const token = side === "talent" ? e.talent.token : e.client.token;
      const all = await list(side, token);
      expect(all.status).toBe(200);
      expect(engagementsAnswerSchema.parse(all.body).data.map((x) => x.id)).toEqual([e.engagementId]);
      const read = await one(side, token, e.engagementId);
      expect(read.status).toBe(200);
      const trialEnd = dayFromToday(7, zone);
      expect(engagementAnswerSchema.parse(read.body).data).toMatchObject({
        status: "active",
        in_trial: true,
        trial_ends_on: trialEnd,
        company: { timezone: zone },
        weekly_hours_cap: 30,
      });
      const endsAt = new Date(read.body.data.trial_ends_at);
      // The instant the next day begins in New York: 04:00 or 05:00 UTC.
      expect([4, 5]).toContain(endsAt.getUTCHours());
      expect(todayIn(zone, new Date(endsAt.getTime() - 1))).toBe(trialEnd);
    }
  });

  it("ends inside the trial from today, recording a client's early end, and shows the reason only to its side", async () => {
    const e = await engaged(db(), { start_date: dayFromToday(-3), trial_days: 14 });
    const yesterday = await end("client", e.client.token, e.engagementId, { end_date: dayFromToday(-1) });
    expect(yesterday.status).toBe(422);
    const ended = await end("client", e.client.token, e.engagementId, {
      end_date: dayFromToday(0),
      would_rehire: false,
    });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body.data).toMatchObject({
      status: "ended",
      ended_on: dayFromToday(0),
      ended_by: "client",
      end_reason: "The project is done",
      would_rehire: false,
    });
    expect(await stored(e.engagementId)).toMatchObject({ status: "ended", endedInTrial: true, trialEndedEarly: true });
    const talentView = (await one("talent", e.talent.token, e.engagementId)).body.data;
    expect(talentView).toMatchObject({ status: "ended", ended_by: "client", end_reason: null, would_rehire: null });
    expect((await end("talent", e.talent.token, e.engagementId, { end_date: dayFromToday(0) })).status).toBe(409);
    expect((await end("client", e.client.token, e.engagementId, { end_date: dayFromToday(9) })).status).toBe(409);

    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, "engagement_ending"));
    expect(mails.some((m) => m.toAddress === e.talent.email)).toBe(true);
    const events = await db()
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.type, "engagement"), eq(liveEvents.recipientId, e.talent.id)));
    expect(events.some((x) => (x.data as { change: string }).change === "ending")).toBe(true);
  });

  it("asks for the notice period once the trial is over, across the trial's last day", async () => {
    // The trial's last day is today: still inside it, so today is allowed.
    const lastDay = await engaged(db(), { start_date: dayFromToday(-13), trial_days: 14, notice_days: 7 });
    expect((await one("talent", lastDay.talent.token, lastDay.engagementId)).body.data.in_trial).toBe(true);
    const inTrial = await end("talent", lastDay.talent.token, lastDay.engagementId, { end_date: dayFromToday(1) });
    expect(inTrial.status, JSON.stringify(inTrial.body)).toBe(200);
    expect(await stored(lastDay.engagementId)).toMatchObject({
      status: "active",
      endedInTrial: true,
      trialEndedEarly: false,
    });
    expect(inTrial.body.data).toMatchObject({
      status: "active",
      ended_on: dayFromToday(1),
      end_reason: "The project is done",
    });

    // The client, inside the trial: only a last day inside it too ends the engagement inside its trial.
    const clientLater = await engaged(db(), { start_date: dayFromToday(-13), trial_days: 14, notice_days: 7 });
    const later = await end("client", clientLater.client.token, clientLater.engagementId, {
      end_date: dayFromToday(1),
    });
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    expect(await stored(clientLater.engagementId)).toMatchObject({ endedInTrial: true, trialEndedEarly: false });
    const clientInside = await engaged(db(), { start_date: dayFromToday(-13), trial_days: 14, notice_days: 7 });
    const inside = await end("client", clientInside.client.token, clientInside.engagementId, {
      end_date: dayFromToday(0),
    });
    expect(inside.status, JSON.stringify(inside.body)).toBe(200);
    expect(await stored(clientInside.engagementId)).toMatchObject({ endedInTrial: true, trialEndedEarly: true });

    // The trial ended yesterday: the notice applies.
    const after = await engaged(db(), { start_date: dayFromToday(-14), trial_days: 14, notice_days: 7 });
    expect((await one("client", after.client.token, after.engagementId)).body.data.in_trial).toBe(false);
    const short = await end("client", after.client.token, after.engagementId, { end_date: dayFromToday(6) });
    expect(short.status).toBe(422);
    expect(short.body.errors.end_date[0]).toContain(dayFromToday(7));
    const onNotice = await end("client", after.client.token, after.engagementId, { end_date: dayFromToday(7) });
    expect(onNotice.status, JSON.stringify(onNotice.body)).toBe(200);
    expect(await stored(after.engagementId)).toMatchObject({ endedInTrial: false, trialEndedEarly: false });

    // No trial at all: the notice applies from the first day.
    const noTrial = await engaged(db(), { start_date: dayFromToday(0), trial_days: 0, notice_days: 3 });
    const read = (await one("talent", noTrial.talent.token, noTrial.engagementId)).body.data;
    expect(read).toMatchObject({ trial_ends_on: null, trial_ends_at: null, in_trial: false });
    expect(
      (await end("talent", noTrial.talent.token, noTrial.engagementId, { end_date: dayFromToday(2) })).status,
    ).toBe(422);
  });

  it("lets a scheduled engagement end at once, and only the client say would_rehire", async () => {
    const e = await engaged(db(), { start_date: dayFromToday(20), notice_days: 30 });
    expect((await one("talent", e.talent.token, e.engagementId)).body.data.status).toBe("scheduled");
    const rehire = await end("talent", e.talent.token, e.engagementId, {
      end_date: dayFromToday(0),
      would_rehire: true,
    });
    expect(rehire.status).toBe(422);
    expect(Object.keys(rehire.body.errors)).toEqual(["would_rehire"]);
    const ended = await end("talent", e.talent.token, e.engagementId, { end_date: dayFromToday(0) });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body.data).toMatchObject({ status: "ended", ended_by: "talent" });
    const clientView = (await one("client", e.client.token, e.engagementId)).body.data;
    expect(clientView).toMatchObject({ end_reason: null, would_rehire: null });
  });

  it("changes an hourly cap from next Monday in the company's zone, and shows it as current from then", async () => {
    const zone = "Asia/Tokyo";
    const e = await engaged(db(), { start_date: dayFromToday(-20, zone) }, { timezone: zone });
    const changed = await changeCap(e.client.token, e.engagementId, 20);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const monday = nextMonday(todayIn(zone));
    expect(changed.body.data).toMatchObject({ weekly_hours_cap: 30, next_weekly_hours_cap: 20, next_cap_from: monday });
    expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(monday > todayIn(zone)).toBe(true);

    await db()
      .update(engagements)
      .set({ nextCapFrom: dayFromToday(0, zone) })
      .where(eq(engagements.id, e.engagementId));
    const folded = (await one("talent", e.talent.token, e.engagementId)).body.data;
    expect(folded).toMatchObject({ weekly_hours_cap: 20, next_weekly_hours_cap: null, next_cap_from: null });
    const again = await changeCap(e.client.token, e.engagementId, 25);
    expect(again.body.data).toMatchObject({ weekly_hours_cap: 20, next_weekly_hours_cap: 25, next_cap_from: monday });
    expect((await changeCap(e.client.token, e.engagementId, 0)).status).toBe(422);

    const events = await db()
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.type, "engagement"), eq(liveEvents.recipientId, e.talent.id)));
    expect(events.some((x) => (x.data as { change: string }).change === "cap")).toBe(true);

    await end("client", e.client.token, e.engagementId, { end_date: dayFromToday(7, zone) });
    await db().update(engagements).set({ status: "ended" }).where(eq(engagements.id, e.engagementId));
    expect((await changeCap(e.client.token, e.engagementId, 10)).status).toBe(409);

    const project = await engaged(db(), {
      contract_type: "project",
      rate_minor: 500_000,
      weekly_hours_cap: undefined,
      milestones: [],
    });
    const refused = await changeCap(project.client.token, project.engagementId, 20);
    expect(refused.status).toBe(422);
  });

  it("refuses the wrong kind, a manager, a suspended account, and others' engagements", async () => {
    const e = await engaged(db());
    const other = await engaged(db());
    const dayAfter = { end_date: dayFromToday(30) };
    for (const token of [e.talent.token, manager]) {
      expect((await list("client", token)).status).toBe(401);
      expect((await one("client", token, e.engagementId)).status).toBe(401);
      expect((await end("client", token, e.engagementId, dayAfter)).status).toBe(401);
      expect((await changeCap(token, e.engagementId, 20)).status).toBe(401);
    }
    for (const token of [e.client.token, manager]) {
      expect((await list("talent", token)).status).toBe(401);
      expect((await one("talent", token, e.engagementId)).status).toBe(401);
      expect((await end("talent", token, e.engagementId, dayAfter)).status).toBe(401);
    }
    expect((await one("client", other.client.token, e.engagementId)).status).toBe(404);
    expect((await one("talent", other.talent.token, e.engagementId)).status).toBe(404);
    expect((await end("client", other.client.token, e.engagementId, dayAfter)).status).toBe(404);
    expect((await end("talent", other.talent.token, e.engagementId, dayAfter)).status).toBe(404);
    expect((await changeCap(other.client.token, e.engagementId, 20)).status).toBe(404);
    for (const id of ["9007199254740993", "0", "x"]) {
      expect((await one("talent", e.talent.token, id)).status).toBe(404);
      expect((await one("client", e.client.token, id)).status).toBe(404);
    }
    expect((await list("talent", other.talent.token)).body.data.map((x: { id: number }) => x.id)).toEqual([
      other.engagementId,
    ]);

    const suspended = await call(suspend, {
      token: manager,
      params: { kind: "client", id: String(e.client.user.id) },
      json: { reason: "Fake company" },
    });
    expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
    expect((await list("client", e.client.token)).status).toBe(401);
    expect((await end("client", e.client.token, e.engagementId, dayAfter)).status).toBe(401);
  });
});
