import { afterEach, beforeAll, expect, it, vi } from "vitest";

import { GET as talentList } from "@/app/api/talent/payouts/route";
import { timesheets } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { closeMonth } from "@/lib/server/invoices/month-close";
import { payoutsAnswerSchema } from "@/lib/validation/payouts";

import { call } from "../support/api-client";
import {
  approvedMilestone,
  approvedWeek,
  billedClient,
  billedTalent,
  oneEngagement,
} from "../support/billing-fixtures";
import { expectDocumented } from "../support/openapi-check";
import { describeOnEachDatabase } from "../support/test-db";

// Read once per file, when the fee is first needed: every close and every unbilled amount here keeps 12.5 % a line.
process.env.PLATFORM_FEE_PERCENT = "12.5";

const REVIEWED = new Date("2026-11-10T12:00:00Z");

/** The talent's payouts answer as of `now` (the unbilled work is computed for now's month). */
async function payoutsAt(token: string, now: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(now));
  const answer = await call(talentList, { token, path: "/api/talent/payouts" });
  vi.useRealTimers();
  expect(answer.status).toBe(200);
  expectDocumented("get", "/api/talent/payouts", 200, answer.body);
  return payoutsAnswerSchema.parse(answer.body);
}

describeOnEachDatabase("approved work not invoiced yet", ({ db }) => {
  beforeAll(async () => {
    await seedReferenceData(db());
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the talent approved work per engagement with what the close pays for it, until the close invoices it", async () => {
    const talent = await billedTalent();
    const acme = await billedClient(db());
    // 2.40 an hour: 25 minutes bill 1.00 (the talent gets 0.875 → 0.88) and 29 minutes 1.16 (1.015 → 1.02).
    const hourly = await oneEngagement(db(), acme.companyId, {
      contractType: "hourly",
      rateMinor: 240,
      startDate: "2026-10-05",
      talentId: talent.id,
      title: "Backend engineer",
    });
    await approvedWeek(db(), hourly.engagementId, "2026-11-02", 25, REVIEWED);
    await approvedWeek(db(), hourly.engagementId, "2026-11-09", 29, REVIEWED);
    // Submitted, not approved: not billable.
    await db()
      .insert(timesheets)
      .values({
        engagementId: hourly.engagementId,
        weekStart: "2026-11-16",
        status: "submitted",
        minutes: 600,
        submittedAt: REVIEWED,
        reviewDeadline: new Date("2026-11-26T12:00:00Z"),
      });
    const project = await oneEngagement(db(), acme.companyId, {
      contractType: "project",
      rateMinor: 100_004,
      startDate: "2026-10-05",
      talentId: talent.id,
      milestones: [],
    });
    await approvedMilestone(db(), project.engagementId, 1, REVIEWED);
    const noProfile = await billedClient(db(), { profile: false });
    const euro = await oneEngagement(db(), noProfile.companyId, {
      contractType: "hourly",
      currency: "EUR",
      rateMinor: 6_000,
      startDate: "2026-10-05",
      talentId: talent.id,
    });
    await approvedWeek(db(), euro.engagementId, "2026-11-02", 60, REVIEWED);

    const before = await payoutsAt(talent.token, "2026-11-20T12:00:00Z");
    expect(before.data).toEqual([]);
    expect(before.meta.unbilled).toEqual([
      {
        engagement: {
          id: hourly.engagementId,
          job_title: "Backend engineer",
          company: expect.stringMatching(/^Billed /),
        },
        currency: "USD",
        amount_minor: 190, // 88 + 102, each line rounded half-even, not 87.5 % of 216 (189)
        minutes: 54,
        milestones: 0,
        full_time_months: 0,
        waits_for_billing_profile: false,
      },
      expect.objectContaining({
        engagement: expect.objectContaining({ id: project.engagementId }),
        currency: "USD",
        amount_minor: 87_504,
        minutes: 0,
        milestones: 1,
        waits_for_billing_profile: false,
      }),
      expect.objectContaining({
        engagement: expect.objectContaining({ id: euro.engagementId }),
        currency: "EUR",
        amount_minor: 5_250,
        minutes: 60,
        waits_for_billing_profile: true,
      }),
    ]);

    const stranger = await billedTalent();
    expect((await payoutsAt(stranger.token, "2026-11-20T12:00:00Z")).meta.unbilled).toEqual([]);

    await closeMonth(db(), "2026-11", new Date("2026-12-01T06:00:00Z"));
    const after = await payoutsAt(talent.token, "2026-12-01T07:00:00Z");
    // Invoiced: now pending payouts of exactly the amounts shown before; the company without a profile still waits.
    expect(after.data.map((p) => [p.engagement.id, p.currency, p.amount_minor, p.status])).toEqual([
      [project.engagementId, "USD", 87_504, "pending"],
      [hourly.engagementId, "USD", 190, "pending"],
    ]);
    expect(after.meta.unbilled.map((w) => [w.engagement.id, w.amount_minor, w.waits_for_billing_profile])).toEqual([
      [euro.engagementId, 5_250, true],
    ]);
  });
});
