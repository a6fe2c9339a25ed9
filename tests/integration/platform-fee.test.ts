import { beforeAll, expect, it } from "vitest";

import { GET as clientInvoiceRoute } from "@/app/api/client/invoices/[id]/route";
import { GET as talentPayoutsRoute } from "@/app/api/talent/payouts/route";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { closeMonth } from "@/lib/server/invoices/month-close";

import { call } from "../support/api-client";
import {
  approvedMilestone,
  approvedWeek,
  billedClient,
  billedTalent,
  invoicesOf,
  oneEngagement,
} from "../support/billing-fixtures";
import { describeOnEachDatabase } from "../support/test-db";

// Read once per file, when the first month closes: every close in this file keeps 12.5 % of each line.
process.env.PLATFORM_FEE_PERCENT = "12.5";

const SEPTEMBER_REVIEWED = new Date("2026-09-25T12:00:00Z");
const OCT_1 = new Date("2026-10-01T06:00:00Z");

describeOnEachDatabase("the month close with a platform fee", ({ db }) => {
  beforeAll(async () => {
    await seedReferenceData(db());
  });

  it("invoices the client's amounts and pays each talent 87.5 % of each line, rounded half-even per line", async () => {
    const client = await billedClient(db());
    const talent = await billedTalent();
    // 2.40 an hour: 25 minutes bill 1.00 and 29 minutes 1.16.
    const hourly = await oneEngagement(db(), client.companyId, {
      contractType: "hourly",
      rateMinor: 240,
      startDate: "2026-08-03",
      talentId: talent.id,
    });
    await approvedWeek(db(), hourly.engagementId, "2026-09-07", 25, SEPTEMBER_REVIEWED);
    await approvedWeek(db(), hourly.engagementId, "2026-09-14", 29, SEPTEMBER_REVIEWED);
    // A project not split into milestones, billed whole when approved.
    const project = await oneEngagement(db(), client.companyId, {
      contractType: "project",
      rateMinor: 100_004,
      startDate: "2026-08-03",
      talentId: talent.id,
      milestones: [],
    });
    await approvedMilestone(db(), project.engagementId, 1, SEPTEMBER_REVIEWED);

    await closeMonth(db(), "2026-09", OCT_1);
    const [invoice, ...more] = await invoicesOf(db(), client.companyId);
    expect(more).toEqual([]);
    expect(invoice!.lines.map((l) => [l.kind, l.engagementId, l.amountMinor, l.talentAmountMinor])).toEqual([
      ["hours", hourly.engagementId, 100, 88], // 87.5 → 88
      ["hours", hourly.engagementId, 116, 102], // 101.5 → 102
      ["milestone", project.engagementId, 100_004, 87_504], // 87 503.5 → 87 504
    ]);
    // The client pays the lines as they are: the fee is never a line of its own nor taken off the total.
    expect(invoice!.totalMinor).toBe(100 + 116 + 100_004);
    // Each payout adds up its lines' rounded shares (190), not the share of their sum (216 × 87.5 % = 189).
    expect(invoice!.payouts.map((p) => [p.engagementId, p.talentId, p.amountMinor])).toEqual([
      [hourly.engagementId, talent.id, 190],
      [project.engagementId, talent.id, 87_504],
    ]);

    const read = await call(clientInvoiceRoute, { token: client.token, params: { id: String(invoice!.id) } });
    expect(read.status).toBe(200);
    expect(read.body.data.total_minor).toBe(100_220);
    expect(read.body.data.lines.map((l: { amount_minor: number }) => l.amount_minor)).toEqual([100, 116, 100_004]);
    expect(read.body.data.lines.map((l: { kind: string }) => l.kind)).toEqual(["hours", "hours", "milestone"]);
    expect(JSON.stringify(read.body)).not.toContain("talent_amount");

    const earned = await call(talentPayoutsRoute, { token: talent.token });
    expect(
      earned.body.data.map((p: { engagement: { id: number }; amount_minor: number }) => [
        p.engagement.id,
        p.amount_minor,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [hourly.engagementId, 190],
        [project.engagementId, 87_504],
      ]),
    );
  });
});
