import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { organizationJsonLd } from "@/app/(chrome-by-path)/companies/[slug]/company-json-ld";
import { POST as clientReviewRoute } from "@/app/api/client/engagements/[id]/review/route";
import { GET as clientReviewsRoute } from "@/app/api/client/engagements/[id]/reviews/route";
import { POST as suspend } from "@/app/api/manage/accounts/[kind]/[id]/suspend/route";
import { POST as hideRoute } from "@/app/api/manage/reviews/[id]/hide/route";
import { GET as profileRoute } from "@/app/api/profiles/[handle]/route";
import { POST as talentReviewRoute } from "@/app/api/talent/engagements/[id]/review/route";
import { GET as talentReviewsRoute } from "@/app/api/talent/engagements/[id]/reviews/route";
import { addDays, endOfDayIn, todayIn } from "@/lib/engagements/calendar-days";
import { profilePageJsonLd } from "@/lib/seo/profile-page";
import { getPublicCompany } from "@/lib/server/companies/public-company";
import { auditLog, companies, engagements, reviews, talentProfiles } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { publicProfileResponseSchema } from "@/lib/validation/profile";
import { engagementReviewsAnswerSchema, reviewAnswerSchema } from "@/lib/validation/reviews";

import { registeredClient, registeredManager } from "../support/accounts";
import { call } from "../support/api-client";
import { companyIdOfClient, completeTalent } from "../support/hiring";
import { acceptOffer, dayFromToday, engaged, hourlyTerms, ids, offerSetting, sendOffer } from "../support/offers";
import { describeOnEachDatabase } from "../support/test-db";

type Side = "talent" | "client";
type Talent = Awaited<ReturnType<typeof completeTalent>>;
type Client = Awaited<ReturnType<typeof registeredClient>>;

const aspects = { communication: 5, clarity_of_work: 4, payments_on_time: 5 };
const byTalent = (extra: Record<string, unknown> = {}) => ({
  rating: 5,
  text: "Clear goals, paid on time.",
  aspects,
  ...extra,
});
const byClient = (extra: Record<string, unknown> = {}) => ({
  rating: 4,
  text: "Shipped everything we asked.",
  ...extra,
});

const write = (side: Side, token: string, id: number | string, json: unknown) =>
  call(side === "talent" ? talentReviewRoute : clientReviewRoute, { token, params: ids(id), json });
const read = (side: Side, token: string, id: number | string) =>
  call(side === "talent" ? talentReviewsRoute : clientReviewsRoute, {
    token,
    params: ids(id),
    path: `/api/${side}/engagements/${id}/reviews`,
  });

describeOnEachDatabase("reviews", ({ db }) => {
  let manager: string;
  beforeAll(async () => {
    await seedReferenceData(db());
    manager = (await registeredManager(db())).token;
  });

  /** Moves the engagement's end `daysAgo` days back (company zone) and stores it ended. */
  const endedDaysAgo = async (id: number, daysAgo: number, zone = "UTC") => {
    await db()
      .update(engagements)
      .set({ status: "ended", endedOn: addDays(todayIn(zone), -daysAgo), endedBy: "client" })
      .where(eq(engagements.id, id));
  };

  /** An engagement between the given (or fresh) sides, ended `daysAgo` days back. */
  const endedEngagement = async (options: { talent?: Talent; client?: Client; daysAgo?: number } = {}) => {
    const s = await offerSetting(db(), { talent: options.talent, client: options.client });
    const sent = await sendOffer(s.client.token, s.applicationId, hourlyTerms({ start_date: dayFromToday(-40) }));
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const accepted = await acceptOffer(s.talent.token, sent.body.data.id);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const engagementId = accepted.body.data.engagement.id as number;
    await endedDaysAgo(engagementId, options.daysAgo ?? 1);
    return { ...s, engagementId };
  };

  it("writes once per side, refusing before the end, twice, and aspects from the wrong side", async () => {
    const e = await engaged(db());
    expect((await write("talent", e.talent.token, e.engagementId, byTalent())).status).toBe(409);
    const before = engagementReviewsAnswerSchema.parse((await read("talent", e.talent.token, e.engagementId)).body);
    expect(before.data).toEqual({ window_ends_at: null, mine: null, theirs: null });

    await endedDaysAgo(e.engagementId, 0);
    expect((await write("talent", e.talent.token, e.engagementId, byTalent({ aspects: undefined }))).status).toBe(422);
    expect((await write("client", e.client.token, e.engagementId, byClient({ aspects }))).status).toBe(422);
    expect((await write("client", e.client.token, e.engagementId, byClient({ rating: 6 }))).status).toBe(422);
    expect((await write("client", e.client.token, e.engagementId, byClient({ text: "x".repeat(2_001) }))).status).toBe(
      422,
    );
    const written = await write("talent", e.talent.token, e.engagementId, byTalent());
    expect(written.status, JSON.stringify(written.body)).toBe(201);
    expect(reviewAnswerSchema.parse(written.body).data).toMatchObject({ author_kind: "talent", rating: 5, aspects });
    expect((await write("talent", e.talent.token, e.engagementId, byTalent())).status).toBe(409);
  });

  it("holds one review per side when two arrive at once", async () => {
    const e = await endedEngagement();
    const both = await Promise.all([
      write("client", e.client.token, e.engagementId, byClient()),
      write("client", e.client.token, e.engagementId, byClient()),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const rows = await db().select().from(reviews).where(eq(reviews.engagementId, e.engagementId));
    expect(rows).toHaveLength(1);
  });

  it("keeps the window open through the 14th day after the end day, in the company's zone", async () => {
    const zone = "Pacific/Auckland";
    const e = await endedEngagement();
    await db()
      .update(companies)
      .set({ timezone: zone })
      .where(eq(companies.id, await companyIdOfClient(db(), e.client.user.id)));
    await endedDaysAgo(e.engagementId, 14, zone);
    const open = engagementReviewsAnswerSchema.parse((await read("client", e.client.token, e.engagementId)).body);
    expect(open.data.window_ends_at).toBe(endOfDayIn(todayIn(zone), zone).toISOString());
    expect((await write("client", e.client.token, e.engagementId, byClient())).status).toBe(201);

    await endedDaysAgo(e.engagementId, 15, zone);
    expect((await write("talent", e.talent.token, e.engagementId, byTalent())).status).toBe(409);
  });

  it("keeps each review blind until both have written, or until the window closes", async () => {
    const e = await endedEngagement();
    await write("client", e.client.token, e.engagementId, byClient());
    const clientView = await read("client", e.client.token, e.engagementId);
    expect(clientView.body.data.mine).toMatchObject({ author_kind: "client", rating: 4 });
    expect(clientView.body.data.theirs).toBeNull();
    expect((await read("talent", e.talent.token, e.engagementId)).body.data).toMatchObject({
      mine: null,
      theirs: null,
    });

    await write("talent", e.talent.token, e.engagementId, byTalent());
    expect((await read("client", e.client.token, e.engagementId)).body.data.theirs).toMatchObject({
      author_kind: "talent",
      aspects,
    });
    expect((await read("talent", e.talent.token, e.engagementId)).body.data.theirs).toMatchObject({ rating: 4 });

    const lone = await endedEngagement({ daysAgo: 3 });
    await write("talent", lone.talent.token, lone.engagementId, byTalent());
    expect((await read("client", lone.client.token, lone.engagementId)).body.data.theirs).toBeNull();
    await endedDaysAgo(lone.engagementId, 15);
    expect((await read("client", lone.client.token, lone.engagementId)).body.data.theirs).toMatchObject({ rating: 5 });
  });

  it("rates a talent and a company from released, visible reviews, with JSON-LD from three", async () => {
    const talent = await completeTalent(db());
    const handle = `rated-${Math.random().toString(36).slice(2, 8)}`;
    await db()
      .update(talentProfiles)
      .set({ handle, visibility: "public" })
      .where(eq(talentProfiles.talentId, talent.id));
    const profile = async () =>
      publicProfileResponseSchema.parse((await call(profileRoute, { params: { handle } })).body).data;
    expect((await profile()).rating).toBeNull();

    const client = await registeredClient();
    const ratings = [5, 4, 3, 2];
    const settings = [];
    for (let i = 0; i < ratings.length; i++) settings.push(await endedEngagement({ talent, client }));
    // One review still blind (only one side written, window open): left out.
    await write("client", client.token, settings[0]!.engagementId, byClient({ rating: ratings[0] }));
    expect((await profile()).rating).toBeNull();
    await write("talent", talent.token, settings[0]!.engagementId, byTalent({ rating: 5 }));
    expect((await profile()).rating).toEqual({ average: 5, count: 1 });

    for (const [i, s] of settings.entries()) {
      if (i === 0) continue;
      await write("client", client.token, s.engagementId, byClient({ rating: ratings[i] }));
      await write("talent", talent.token, s.engagementId, byTalent({ rating: 4 }));
    }
    const rated = await profile();
    expect(rated.rating).toEqual({ average: 3.5, count: 4 });
    expect(profilePageJsonLd(rated, "https://example.test")?.mainEntity.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 3.5,
      ratingCount: 4,
      reviewCount: 4,
      bestRating: 5,
      worstRating: 1,
    });

    const [row] = await db()
      .select({ slug: companies.slug })
      .from(companies)
      .where(eq(companies.id, await companyIdOfClient(db(), client.user.id)));
    const company = await getPublicCompany(db(), row!.slug);
    expect(company?.rating).toEqual({ average: 4.3, count: 4 });
    const companyLd = organizationJsonLd(
      company!.company,
      "https://example.test",
      "https://example.test/c",
      company!.rating,
    );
    expect(companyLd.aggregateRating).toMatchObject({ "@type": "EmployerAggregateRating", ratingValue: 4.3 });

    // Hidden reviews leave the rating; under three, the JSON-LD goes too.
    const clientRows = await db()
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.subjectKind, "talent"), eq(reviews.subjectId, talent.id)));
    for (const row of clientRows.slice(0, 2)) {
      const hidden = await call(hideRoute, { token: manager, params: ids(row.id), json: { reason: "Abusive" } });
      expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    }
    const fewer = await profile();
    expect(fewer.rating?.count).toBe(2);
    expect(profilePageJsonLd(fewer, "https://example.test")?.mainEntity.aggregateRating).toBeUndefined();
  });

  it("hides a review once, audited, and never shows it to the other side", async () => {
    const e = await endedEngagement();
    await write("client", e.client.token, e.engagementId, byClient());
    await write("talent", e.talent.token, e.engagementId, byTalent());
    const id = (await read("client", e.client.token, e.engagementId)).body.data.mine.id as number;
    expect((await call(hideRoute, { token: e.client.token, params: ids(id), json: { reason: "x" } })).status).toBe(401);
    expect((await call(hideRoute, { token: manager, params: ids(id), json: { reason: "" } })).status).toBe(422);
    expect((await call(hideRoute, { token: manager, params: ids(9_999_999), json: { reason: "x" } })).status).toBe(404);
    const hidden = await call(hideRoute, { token: manager, params: ids(id), json: { reason: "Personal data" } });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toMatchObject({ id, hidden_reason: "Personal data" });
    expect((await call(hideRoute, { token: manager, params: ids(id), json: { reason: "Again" } })).status).toBe(409);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetKind, "review"), eq(auditLog.targetId, String(id))));
    expect(audit.map((row) => row.action)).toEqual(["review.hide"]);
    expect((await read("talent", e.talent.token, e.engagementId)).body.data.theirs).toBeNull();
    expect((await read("client", e.client.token, e.engagementId)).body.data.mine).toMatchObject({ id });
  });

  it("refuses the wrong kind, a manager, a suspended account, and another's engagement", async () => {
    const e = await endedEngagement();
    const other = await endedEngagement();
    for (const token of [e.talent.token, manager]) {
      expect((await write("client", token, e.engagementId, byClient())).status).toBe(401);
      expect((await read("client", token, e.engagementId)).status).toBe(401);
    }
    for (const token of [e.client.token, manager]) {
      expect((await write("talent", token, e.engagementId, byTalent())).status).toBe(401);
      expect((await read("talent", token, e.engagementId)).status).toBe(401);
    }
    expect((await write("client", other.client.token, e.engagementId, byClient())).status).toBe(404);
    expect((await write("talent", other.talent.token, e.engagementId, byTalent())).status).toBe(404);
    expect((await read("talent", other.talent.token, e.engagementId)).status).toBe(404);
    expect((await read("client", e.client.token, "9007199254740993")).status).toBe(404);

    const suspended = await call(suspend, {
      token: manager,
      params: { kind: "talent", id: String(e.talent.id) },
      json: { reason: "Fake profile" },
    });
    expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
    expect((await write("talent", e.talent.token, e.engagementId, byTalent())).status).toBe(401);
    expect((await read("talent", e.talent.token, e.engagementId)).status).toBe(401);
  });
});
