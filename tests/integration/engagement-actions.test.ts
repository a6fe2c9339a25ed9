import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { POST as actionRoute } from "@/app/api/engagement-actions/[token]/route";
import { nextMonday, todayIn } from "@/lib/engagements/calendar-days";
import { auditLog, clients, engagementActionTokens, engagements, mailOutbox } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { readEngagementAction } from "@/lib/server/engagement-actions/engagement-actions";
import { sendWeeklySummaries, WEEKLY_SUMMARY_KIND } from "@/lib/server/runs/weekly-summary";
import { engagementActionAnswerSchema } from "@/lib/validation/engagement-actions";

import { registeredClient } from "../support/accounts";
import { call } from "../support/api-client";
import { dayFromToday, engaged } from "../support/offers";
import { expectDocumented } from "../support/openapi-check";
import { deliveredMail } from "../support/outbox";
import { describeOnEachDatabase } from "../support/test-db";

const PATH = "/api/engagement-actions/{token}";
const LINK = /^ {2}(End this engagement|Reduce weekly hours): \S+\/engagement-actions\/(\S+)$/gm;

describeOnEachDatabase("a weekly summary's engagement links", ({ db }) => {
  beforeAll(async () => {
    await seedReferenceData(db());
  });

  /** A fresh client with one hourly engagement (in its trial unless told), mailed its summary: its two tokens. */
  async function mailed(terms: Record<string, unknown> = { start_date: dayFromToday(-3), trial_days: 14 }) {
    const e = await engaged(db(), terms);
    await sendWeeklySummaries(db());
    const mail = await deliveredMail(db(), e.client.email, WEEKLY_SUMMARY_KIND);
    const tokens: Record<string, string> = {};
    for (const [, label, token] of mail!.text.matchAll(LINK))
      tokens[label === "End this engagement" ? "end" : "reduce"] = token!;
    expect(Object.keys(tokens).sort()).toEqual(["end", "reduce"]);
    return { ...e, end: tokens.end!, reduce: tokens.reduce! };
  }
  const post = (token: string, json: Record<string, unknown>) =>
    call(actionRoute, { params: { token }, path: `/api/engagement-actions/${token}`, json });
  const stored = async (id: number) => (await db().select().from(engagements).where(eq(engagements.id, id)))[0]!;

  it("mails both links, stores only their hashes and the mail redacted, and reading one does not use it", async () => {
    const e = await mailed();
    const [row] = await db()
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, e.client.email), eq(mailOutbox.kind, WEEKLY_SUMMARY_KIND)));
    expect(row!.text).not.toContain(e.end);
    expect(row!.text).toContain("[redacted]");
    const tokens = await db()
      .select()
      .from(engagementActionTokens)
      .where(eq(engagementActionTokens.engagementId, e.engagementId));
    expect(tokens).toHaveLength(2);
    expect(
      tokens.every((t) => t.clientId === e.client.user.id && t.tokenHash !== e.end && t.tokenHash !== e.reduce),
    ).toBe(true);
    // Valid 7 days.
    const days = (tokens[0]!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    for (let n = 0; n < 2; n++) expect((await readEngagementAction(db(), e.reduce)).state).toBe("ready");
    expect(await readEngagementAction(db(), e.end)).toMatchObject({
      action: "end",
      state: "ready",
      engagement_id: e.engagementId,
      weekly_hours_cap: 30,
      earliest_end_date: todayIn("UTC"),
    });
  });

  it("reduces the cap from next Monday once: the link is then used (410), audited as the client via the link", async () => {
    const e = await mailed();
    const done = await post(e.reduce, { weekly_hours_cap: 20 });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expectDocumented("post", PATH, 200, done.body);
    expect(engagementActionAnswerSchema.parse(done.body).data).toMatchObject({
      state: "used",
      weekly_hours_cap: 30,
      next_weekly_hours_cap: 20,
      next_cap_from: nextMonday(todayIn("UTC")),
    });
    expect(await stored(e.engagementId)).toMatchObject({ weeklyHoursCap: 30, nextWeeklyHoursCap: 20 });
    const again = await post(e.reduce, { weekly_hours_cap: 10 });
    expect(again.status).toBe(410);
    expectDocumented("post", PATH, 410, again.body);
    expect((await stored(e.engagementId)).nextWeeklyHoursCap).toBe(20);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "engagement.cap"), eq(auditLog.targetId, String(e.engagementId))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ managerId: null, targetKind: "engagement" });
    expect(audits[0]!.after).toMatchObject({ by: "client", client_id: e.client.user.id, via: "summary_link" });
  });

  it("refuses a cap not lower than this week's (422) and leaves the link usable", async () => {
    const e = await mailed();
    for (const weekly_hours_cap of [30, 40]) {
      const refused = await post(e.reduce, { weekly_hours_cap });
      expect(refused.status).toBe(422);
      expectDocumented("post", PATH, 422, refused.body);
    }
    expect((await post(e.reduce, {})).status).toBe(422);
    expect((await readEngagementAction(db(), e.reduce)).state).toBe("ready");
  });

  it("ends on the earliest allowed day with a reason; the other link is then dead (ended)", async () => {
    const e = await mailed();
    expect((await post(e.end, {})).status).toBe(422);
    const done = await post(e.end, { reason: "The project is done" });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    // In the trial the earliest day is today: the engagement ends at once.
    expect(await stored(e.engagementId)).toMatchObject({ endedOn: todayIn("UTC"), endedBy: "client", status: "ended" });
    expect((await readEngagementAction(db(), e.reduce)).state).toBe("ended");
    const dead = await post(e.reduce, { weekly_hours_cap: 10 });
    expect(dead.status).toBe(410);
    expect(dead.body.message).toMatch(/ended/);
  });

  it("after the trial, ends no sooner than the notice period", async () => {
    const e = await mailed({ start_date: dayFromToday(-30), trial_days: 7, notice_days: 14 });
    const done = await post(e.end, { reason: "Budget" });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await stored(e.engagementId)).endedOn).toBe(dayFromToday(14));
  });

  it("is dead after 7 days, for a suspended client, and for a recipient who no longer holds the company", async () => {
    const expired = await mailed();
    await db()
      .update(engagementActionTokens)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(engagementActionTokens.engagementId, expired.engagementId));
    const late = await post(expired.reduce, { weekly_hours_cap: 10 });
    expect(late.status).toBe(410);
    expect(late.body.message).toMatch(/expired/);

    const suspended = await mailed();
    await db().update(clients).set({ suspendedAt: new Date() }).where(eq(clients.id, suspended.client.user.id));
    expect((await post(suspended.reduce, { weekly_hours_cap: 10 })).status).toBe(410);

    // Bound to its recipient: a token held by someone who is not the company's client does nothing.
    const moved = await mailed();
    const other = await registeredClient();
    await db()
      .update(engagementActionTokens)
      .set({ clientId: other.user.id })
      .where(eq(engagementActionTokens.engagementId, moved.engagementId));
    expect((await readEngagementAction(db(), moved.end)).state).toBe("changed_hands");
    expect((await post(moved.end, { reason: "x" })).status).toBe(410);
    expect((await stored(moved.engagementId)).endedOn).toBeNull();
  });

  it("changes only its own engagement, answers 404 for an unknown token, and two clicks at once change it once", async () => {
    const a = await mailed();
    const b = await mailed();
    expect((await post(a.reduce, { weekly_hours_cap: 25 })).status).toBe(200);
    expect((await stored(b.engagementId)).nextWeeklyHoursCap).toBeNull();
    const unknown = await post(`${a.reduce.slice(0, -4)}AAAA`, { weekly_hours_cap: 5 });
    expect(unknown.status).toBe(404);
    expectDocumented("post", PATH, 404, unknown.body);

    const both = await Promise.all([post(b.reduce, { weekly_hours_cap: 12 }), post(b.reduce, { weekly_hours_cap: 8 })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 410]);
    const winner = both.find((r) => r.status === 200)!;
    expect((await stored(b.engagementId)).nextWeeklyHoursCap).toBe(winner.body.data.next_weekly_hours_cap);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "engagement.cap"), eq(auditLog.targetId, String(b.engagementId))));
    expect(audits).toHaveLength(1);
  });
});
