import { and, eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { GET as clientOffersRoute } from "@/app/api/client/applications/[id]/offers/route";
import { POST as moveStageRoute } from "@/app/api/client/applications/[id]/stage/route";
import { POST as withdrawRoute } from "@/app/api/client/offers/[id]/withdraw/route";
import { POST as suspend } from "@/app/api/manage/accounts/[kind]/[id]/suspend/route";
import { POST as withdrawApplicationRoute } from "@/app/api/talent/applications/[id]/withdraw/route";
import { POST as declineRoute } from "@/app/api/talent/offers/[id]/decline/route";
import { GET as talentOffersRoute } from "@/app/api/talent/offers/route";
import { applicationEvents, applications, engagements, liveEvents, mailOutbox, offers } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { acceptOfferAnswerSchema } from "@/lib/validation/engagements";
import { offerAnswerSchema, offersAnswerSchema } from "@/lib/validation/offers";

import { registeredManager } from "../support/accounts";
import { call } from "../support/api-client";
import { acceptOffer, dayFromToday, hourlyTerms, ids, offerSetting, sendOffer } from "../support/offers";
import { describeOnEachDatabase } from "../support/test-db";

const withdraw = (token: string, id: number | string) => call(withdrawRoute, { token, params: ids(id), json: {} });
const decline = (token: string, id: number | string, reason: unknown = "I took another role") =>
  call(declineRoute, { token, params: ids(id), json: { reason } });
const talentOffers = (token: string) => call(talentOffersRoute, { token, path: "/api/talent/offers" });
const clientOffers = (token: string, id: number | string) =>
  call(clientOffersRoute, { token, params: ids(id), path: `/api/client/applications/${id}/offers` });

describeOnEachDatabase("offers", ({ db }) => {
  let manager: string;
  beforeAll(async () => {
    await seedReferenceData(db());
    manager = (await registeredManager(db())).token;
  });

  const stageOf = async (id: number) =>
    (await db().select({ stage: applications.stage }).from(applications).where(eq(applications.id, id)))[0]!.stage;

  it("sends an offer (moving the application to offer), lists it to both sides and accepts it into an engagement", async () => {
    const s = await offerSetting(db(), { job: { currency: "EUR" } });
    const sent = await sendOffer(s.client.token, s.applicationId);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const offer = offerAnswerSchema.parse(sent.body).data;
    expect(offer).toMatchObject({
      status: "sent",
      contract_type: "hourly",
      currency: "EUR",
      rate_minor: 7_500,
      weekly_hours_cap: 30,
      trial_days: 14,
      notice_days: 7,
      milestones: [],
      overlap: null,
      message: "Welcome aboard.",
      application_id: s.applicationId,
      talent: { id: s.talent.id, name: "Ada Applicant" },
      engagement_id: null,
    });
    expect(Date.parse(offer.expires_at) - Date.parse(offer.sent_at)).toBe(7 * 86_400_000);
    expect(await stageOf(s.applicationId)).toBe("offer");
    const [moved] = await db()
      .select()
      .from(applicationEvents)
      .where(and(eq(applicationEvents.applicationId, s.applicationId), eq(applicationEvents.toStage, "offer")));
    expect(moved).toMatchObject({ fromStage: "applied", actorKind: "client" });
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, "offer_sent"));
    expect(mails.some((m) => m.toAddress === s.talent.email)).toBe(true);
    const events = await db()
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.type, "offer"), eq(liveEvents.recipientId, s.talent.id)));
    expect(events.some((e) => (e.data as { offer_id: number }).offer_id === offer.id)).toBe(true);

    const mine = await talentOffers(s.talent.token);
    expect(offersAnswerSchema.parse(mine.body).data.map((o) => o.id)).toEqual([offer.id]);
    const theirs = await clientOffers(s.client.token, s.applicationId);
    expect(offersAnswerSchema.parse(theirs.body).data.map((o) => o.id)).toEqual([offer.id]);

    const accepted = await acceptOffer(s.talent.token, offer.id);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const { offer: answered, engagement } = acceptOfferAnswerSchema.parse(accepted.body).data;
    expect(answered).toMatchObject({ status: "accepted", engagement_id: engagement.id });
    expect(engagement).toMatchObject({
      offer_id: offer.id,
      status: "scheduled",
      currency: "EUR",
      rate_minor: 7_500,
      started_before_platform: false,
      in_trial: false,
      ended_on: null,
    });
    expect(await stageOf(s.applicationId)).toBe("hired");
    const answeredMails = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, "offer_answered"));
    expect(answeredMails.some((m) => m.toAddress === s.client.email)).toBe(true);
    expect((await acceptOffer(s.talent.token, offer.id)).status).toBe(409);
  });

  it("supersedes a pending offer with a new one, and refuses final applications", async () => {
    const s = await offerSetting(db());
    const first = (await sendOffer(s.client.token, s.applicationId)).body.data;
    const second = await sendOffer(s.client.token, s.applicationId, hourlyTerms({ rate_minor: 8_000 }));
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    const list = offersAnswerSchema.parse((await clientOffers(s.client.token, s.applicationId)).body).data;
    expect(list.map((o) => [o.id, o.status])).toEqual([
      [second.body.data.id, "sent"],
      [first.id, "superseded"],
    ]);
    expect((await acceptOffer(s.talent.token, first.id)).status).toBe(409);

    const rejected = await call(moveStageRoute, {
      token: s.client.token,
      params: ids(s.applicationId),
      json: { stage: "rejected", from_stage: "offer", reason: "not_a_fit" },
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect((await sendOffer(s.client.token, s.applicationId)).status).toBe(409);
    // The offer still pending when the application was rejected is withdrawn with it.
    expect((await acceptOffer(s.talent.token, second.body.data.id)).status).toBe(409);
    expect((await talentOffers(s.talent.token)).body.data[0]).toMatchObject({ status: "withdrawn" });

    // The talent's withdrawal of the application declines its pending offer.
    const t = await offerSetting(db());
    const pending = (await sendOffer(t.client.token, t.applicationId)).body.data;
    const gone = await call(withdrawApplicationRoute, {
      token: t.talent.token,
      params: ids(t.applicationId),
      json: {},
    });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    const [declined] = (await clientOffers(t.client.token, t.applicationId)).body.data;
    expect(declined).toMatchObject({ id: pending.id, status: "declined" });
  });

  it("checks the start date in the company's zone and marks work begun before the platform", async () => {
    const s = await offerSetting(db(), { timezone: "Pacific/Kiritimati" });
    const tooEarly = await sendOffer(
      s.client.token,
      s.applicationId,
      hourlyTerms({ start_date: dayFromToday(-61, "Pacific/Kiritimati") }),
    );
    expect(tooEarly.status).toBe(422);
    expect(Object.keys(tooEarly.body.errors)).toEqual(["start_date"]);
    const tooLate = await sendOffer(
      s.client.token,
      s.applicationId,
      hourlyTerms({ start_date: dayFromToday(366, "Pacific/Kiritimati") }),
    );
    expect(tooLate.status).toBe(422);
    const past = await sendOffer(
      s.client.token,
      s.applicationId,
      hourlyTerms({ start_date: dayFromToday(-30, "Pacific/Kiritimati") }),
    );
    expect(past.status, JSON.stringify(past.body)).toBe(201);
    const accepted = acceptOfferAnswerSchema.parse((await acceptOffer(s.talent.token, past.body.data.id)).body).data;
    expect(accepted.engagement).toMatchObject({ status: "active", started_before_platform: true, in_trial: false });
  });

  it("takes the job's overlap unless the offer gives one or none, and validates the terms", async () => {
    const overlap = { timezone: "Europe/Berlin", start: "09:00", end: "17:00", min_hours: 3 };
    const s = await offerSetting(db(), { job: { overlap } });
    const project = {
      contract_type: "project",
      rate_minor: 300_000,
      milestones: [
        { name: "Design", amount_minor: 100_000 },
        { name: "Build", amount_minor: 200_000 },
      ],
      start_date: dayFromToday(3),
    };
    const sent = await sendOffer(s.client.token, s.applicationId, project);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.data).toMatchObject({ overlap, weekly_hours_cap: null, milestones: project.milestones });
    const none = await sendOffer(s.client.token, s.applicationId, { ...project, overlap: null });
    expect(none.body.data.overlap).toBeNull();
    const wrong = await sendOffer(s.client.token, s.applicationId, { ...project, rate_minor: 1 });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors)).toEqual(["milestones"]);
    const noCap = await sendOffer(s.client.token, s.applicationId, hourlyTerms({ weekly_hours_cap: undefined }));
    expect(noCap.status).toBe(422);
  });

  it("makes one engagement of two accepts at once, and lets an accept or a new offer win a race", async () => {
    const s = await offerSetting(db());
    const offer = (await sendOffer(s.client.token, s.applicationId)).body.data;
    const race = await Promise.all([acceptOffer(s.talent.token, offer.id), acceptOffer(s.talent.token, offer.id)]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    const made = await db().select().from(engagements).where(eq(engagements.offerId, offer.id));
    expect(made).toHaveLength(1);

    // A new offer racing an accept: one of the two lands, never a sent offer on a hired application.
    const t = await offerSetting(db());
    const first = (await sendOffer(t.client.token, t.applicationId)).body.data;
    const [accepted, sent] = await Promise.all([
      acceptOffer(t.talent.token, first.id),
      sendOffer(t.client.token, t.applicationId, hourlyTerms({ rate_minor: 9_000 })),
    ]);
    expect([accepted.status, sent.status].sort()).toEqual(accepted.status === 200 ? [200, 409] : [201, 409]);
    const open = await db()
      .select()
      .from(offers)
      .where(and(eq(offers.applicationId, t.applicationId), eq(offers.status, "sent")));
    expect(open).toHaveLength(accepted.status === 200 ? 0 : 1);
  });

  it("refuses to accept an expired offer, to withdraw an answered one and to answer a withdrawn one", async () => {
    const s = await offerSetting(db());
    const offer = (await sendOffer(s.client.token, s.applicationId)).body.data;
    await db()
      .update(offers)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(offers.id, offer.id));
    const expired = await acceptOffer(s.talent.token, offer.id);
    expect(expired.status).toBe(409);
    expect(expired.body.message).toMatch(/expired/);
    expect((await talentOffers(s.talent.token)).body.data[0].status).toBe("expired");
    expect((await withdraw(s.client.token, offer.id)).status).toBe(409);

    const next = (await sendOffer(s.client.token, s.applicationId)).body.data;
    const declined = await decline(s.talent.token, next.id);
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(declined.body.data).toMatchObject({ status: "declined", decline_reason: "I took another role" });
    expect((await withdraw(s.client.token, next.id)).status).toBe(409);
    expect(await stageOf(s.applicationId)).toBe("offer");

    const third = (await sendOffer(s.client.token, s.applicationId)).body.data;
    const withdrawn = await withdraw(s.client.token, third.id);
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(withdrawn.body.data.status).toBe("withdrawn");
    expect((await acceptOffer(s.talent.token, third.id)).status).toBe(409);
    expect((await decline(s.talent.token, third.id)).status).toBe(409);
    expect((await decline(s.talent.token, third.id, "")).status).toBe(422);
  });

  it("refuses the wrong kind, a manager, a suspended account, and others' offers", async () => {
    const s = await offerSetting(db());
    const other = await offerSetting(db());
    const offer = (await sendOffer(s.client.token, s.applicationId)).body.data;

    for (const token of [s.talent.token, manager]) {
      expect((await sendOffer(token, s.applicationId)).status).toBe(401);
      expect((await clientOffers(token, s.applicationId)).status).toBe(401);
      expect((await withdraw(token, offer.id)).status).toBe(401);
    }
    for (const token of [s.client.token, manager]) {
      expect((await acceptOffer(token, offer.id)).status).toBe(401);
      expect((await decline(token, offer.id)).status).toBe(401);
      expect((await talentOffers(token)).status).toBe(401);
    }
    expect((await sendOffer(other.client.token, s.applicationId)).status).toBe(404);
    expect((await clientOffers(other.client.token, s.applicationId)).status).toBe(404);
    expect((await withdraw(other.client.token, offer.id)).status).toBe(404);
    expect((await acceptOffer(other.talent.token, offer.id)).status).toBe(404);
    expect((await decline(other.talent.token, offer.id)).status).toBe(404);
    for (const id of ["9007199254740993", "0", "x"]) {
      expect((await acceptOffer(s.talent.token, id)).status).toBe(404);
      expect((await sendOffer(s.client.token, id)).status).toBe(404);
    }
    expect((await talentOffers(other.talent.token)).body.data).toEqual([]);

    const suspended = await call(suspend, {
      token: manager,
      params: { kind: "talent", id: String(s.talent.id) },
      json: { reason: "Fake profile" },
    });
    expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
    expect((await acceptOffer(s.talent.token, offer.id)).status).toBe(401);
    expect((await talentOffers(s.talent.token)).status).toBe(401);
  });
});
