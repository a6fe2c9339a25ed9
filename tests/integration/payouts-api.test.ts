import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { POST as invoicePaid } from "@/app/api/manage/invoices/[id]/paid/route";
import { GET as manageCsv } from "@/app/api/manage/payouts.csv/route";
import { POST as payoutPaid } from "@/app/api/manage/payouts/[id]/paid/route";
import { GET as manageList } from "@/app/api/manage/payouts/route";
import { GET as talentList } from "@/app/api/talent/payouts/route";
import { addDays } from "@/lib/engagements/calendar-days";
import { todayUtc } from "@/lib/format/date-time";
import { auditLog } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { closeMonth } from "@/lib/server/invoices/month-close";
import { managePayoutsAnswerSchema, payoutsAnswerSchema } from "@/lib/validation/payouts";

import { registeredManager } from "../support/accounts";
import { buildRequest, call } from "../support/api-client";
import {
  approvedMilestone,
  approvedWeek,
  billedClient,
  billedTalent,
  invoicesOf,
  oneEngagement,
} from "../support/billing-fixtures";
import { expectDocumented } from "../support/openapi-check";
import { describeOnEachDatabase } from "../support/test-db";

const NOV_1 = new Date("2026-11-01T06:00:00Z");
const DEC_1 = new Date("2026-12-01T06:00:00Z");
const params = (id: number | string) => ({ id: String(id) });

describeOnEachDatabase("payouts", ({ db }) => {
  let manager: Awaited<ReturnType<typeof registeredManager>>;
  beforeAll(async () => {
    await seedReferenceData(db());
    manager = await registeredManager(db());
  });

  it("shows the talent each month and engagement's earnings with their breakdown, newest month first", async () => {
    const talent = await billedTalent();
    const acme = await billedClient(db());
    const hourly = await oneEngagement(db(), acme.companyId, {
      contractType: "hourly",
      rateMinor: 5_000,
      startDate: "2026-09-01",
      talentId: talent.id,
      title: "Backend engineer",
    });
    await approvedWeek(db(), hourly.engagementId, "2026-10-05", 600, new Date("2026-10-20T00:00:00Z"));
    await closeMonth(db(), "2026-10", NOV_1);
    await approvedWeek(db(), hourly.engagementId, "2026-11-02", 90);
    const project = await oneEngagement(db(), acme.companyId, {
      contractType: "project",
      rateMinor: 80_000,
      startDate: "2026-10-20",
      talentId: talent.id,
      milestones: [],
    });
    await approvedMilestone(db(), project.engagementId, 1, new Date("2026-11-25T00:00:00Z"));
    const globex = await billedClient(db());
    const trial = await oneEngagement(db(), globex.companyId, {
      contractType: "hourly",
      currency: "EUR",
      rateMinor: 6_000,
      startDate: "2026-11-02",
      endedOn: "2026-11-06",
      trialEndedEarly: true,
      talentId: talent.id,
    });
    await approvedWeek(db(), trial.engagementId, "2026-11-02", 600);
    await closeMonth(db(), "2026-11", DEC_1);

    const answer = await call(talentList, { token: talent.token, path: "/api/talent/payouts" });
    expect(answer.status).toBe(200);
    expectDocumented("get", "/api/talent/payouts", 200, answer.body);
    const payouts = payoutsAnswerSchema.parse(answer.body).data;
    expect(payouts.map((p) => [p.month, p.engagement.id, p.currency, p.amount_minor, p.status])).toEqual([
      ["2026-11", trial.engagementId, "EUR", 60_000, "payable"],
      ["2026-11", project.engagementId, "USD", 80_000, "pending"],
      ["2026-11", hourly.engagementId, "USD", 7_500, "pending"],
      ["2026-10", hourly.engagementId, "USD", 50_000, "pending"],
    ]);
    expect(payouts[0]).toMatchObject({
      engagement: { contract_type: "hourly", company_name: expect.stringMatching(/^Billed /) },
      breakdown: {
        hours_minutes: 600,
        hours_minor: 60_000,
        milestones_minor: 0,
        full_time_minor: 0,
        trial_paid_by_platform_minor: 60_000,
      },
      paid_on: null,
    });
    expect(payouts[1]!.breakdown).toMatchObject({ milestones_minor: 80_000, trial_paid_by_platform_minor: 0 });
    // A project not split into milestones is billed whole, as its one milestone.
    const [, november] = await invoicesOf(db(), acme.companyId);
    expect(november!.lines.find((l) => l.kind === "milestone")).toMatchObject({
      description: "Milestone 1: The whole project · React developer (Ada Lane)",
      amountMinor: 80_000,
    });
    expect(payouts[2]).toMatchObject({
      engagement: { job_title: "Backend engineer" },
      breakdown: { hours_minutes: 90, hours_minor: 7_500 },
    });
    // The client's euro invoice asks nothing (the credit cancels the trial), so it is settled and the talent's
    // payout from it payable at once: the platform pays the trial.
    const [euro] = await invoicesOf(db(), globex.companyId);
    expect(euro).toMatchObject({ totalMinor: 0, status: "paid", paidOn: "2026-12-01" });
    expect(euro!.payouts.map((p) => p.status)).toEqual(["payable"]);

    const stranger = await billedTalent();
    expect((await call(talentList, { token: stranger.token })).body).toEqual({ data: [], meta: { unbilled: [] } });
    expect((await call(talentList, { token: acme.token })).status).toBe(401);
    expect((await call(talentList, { token: manager.token })).status).toBe(401);
  });

  it("moves a payout pending → payable when its invoice is paid, then paid when the transfer is recorded", async () => {
    const talent = await billedTalent();
    const client = await billedClient(db());
    const e = await oneEngagement(db(), client.companyId, {
      contractType: "full_time",
      rateMinor: 300_000,
      startDate: "2026-11-01",
      talentId: talent.id,
    });
    await closeMonth(db(), "2026-11", DEC_1);
    const [invoice] = await invoicesOf(db(), client.companyId);
    const payout = invoice!.payouts[0]!;
    expect(payout).toMatchObject({ engagementId: e.engagementId, amountMinor: 300_000, status: "pending" });

    const early = await call(payoutPaid, {
      token: manager.token,
      params: params(payout.id),
      json: { paid_on: todayUtc(), reference: "Wise 1" },
    });
    expect(early.status).toBe(409);
    expectDocumented("post", "/api/manage/payouts/{id}/paid", 409, early.body);

    const paid = await call(invoicePaid, {
      token: manager.token,
      params: params(invoice!.id),
      json: { paid_on: todayUtc(), reference: "SEPA 88" },
    });
    expect(paid.status).toBe(200);

    const list = await call(manageList, { token: manager.token, path: "/api/manage/payouts?per_page=100" });
    expect(list.status).toBe(200);
    expectDocumented("get", "/api/manage/payouts", 200, list.body);
    const rows = managePayoutsAnswerSchema.parse(list.body).data;
    const rank = { payable: 0, pending: 1, paid: 2, cancelled: 3 } as const;
    expect(rows.map((p) => rank[p.status])).toEqual([...rows.map((p) => rank[p.status])].sort());
    expect(rows.find((p) => p.id === payout.id)).toMatchObject({
      status: "payable",
      talent: { id: talent.id, name: "Ada Lane", email: talent.email },
      breakdown: { full_time_minor: 300_000 },
    });
    const payable = await call(manageList, { token: manager.token, path: "/api/manage/payouts?status=payable" });
    expect(payable.body.data.every((p: { status: string }) => p.status === "payable")).toBe(true);

    for (const bad of [
      { paid_on: addDays(todayUtc(), 1), reference: "Wise 2" },
      { paid_on: "yesterday", reference: "Wise 2" },
      { paid_on: todayUtc(), reference: " " },
    ]) {
      const refused = await call(payoutPaid, { token: manager.token, params: params(payout.id), json: bad });
      expect(refused.status, JSON.stringify(bad)).toBe(422);
      expectDocumented("post", "/api/manage/payouts/{id}/paid", 422, refused.body);
    }
    const transferred = await call(payoutPaid, {
      token: manager.token,
      params: params(payout.id),
      json: { paid_on: todayUtc(), reference: "Wise T-5521" },
    });
    expect(transferred.status, JSON.stringify(transferred.body)).toBe(200);
    expectDocumented("post", "/api/manage/payouts/{id}/paid", 200, transferred.body);
    expect(transferred.body.data).toMatchObject({ status: "paid", paid_on: todayUtc(), reference: "Wise T-5521" });
    expect(
      (
        await call(payoutPaid, {
          token: manager.token,
          params: params(payout.id),
          json: { paid_on: todayUtc(), reference: "again" },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await call(payoutPaid, {
          token: manager.token,
          params: params(999_999_999),
          json: { paid_on: todayUtc(), reference: "x" },
        })
      ).status,
    ).toBe(404);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "payout.paid"), eq(auditLog.targetId, String(payout.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ targetKind: "payout" });

    const seen = await call(talentList, { token: talent.token });
    expect(seen.body.data[0]).toMatchObject({ status: "paid", reference: "Wise T-5521" });
    for (const token of [talent.token, client.token]) {
      expect((await call(manageList, { token })).status).toBe(401);
      expect((await call(payoutPaid, { token, params: params(payout.id), json: {} })).status).toBe(401);
      expect((await call(manageCsv, { token })).status).toBe(401);
    }
  });

  it("exports the payouts to make as CSV", async () => {
    const response = await manageCsv(
      buildRequest({ token: manager.token, path: "/api/manage/payouts.csv?status=payable" }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const rows = (await response.text()).trimEnd().split("\r\n");
    expect(rows[0]).toBe(
      "id,talent,talent_email,company,engagement_id,job_title,month,currency,amount,status,invoice,paid_on,reference,hours_minutes,trial_paid_by_platform",
    );
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.slice(1).every((row) => row.includes(",payable,"))).toBe(true);
    expect(rows.some((row) => row.includes(",EUR,600.00,payable,"))).toBe(true);
    expect((await call(manageCsv, { token: manager.token, path: "/api/manage/payouts.csv?status=owed" })).status).toBe(
      422,
    );
  });
});
