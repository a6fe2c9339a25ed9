import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { GET as manageOne } from "@/app/api/manage/invoices/[id]/route";
import { POST as voidRoute } from "@/app/api/manage/invoices/[id]/void/route";
import { invoices } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { closeMonth } from "@/lib/server/invoices/month-close";
import { invoiceAnswerSchema } from "@/lib/validation/invoices";

import { registeredManager } from "../support/accounts";
import { call } from "../support/api-client";
import { approvedMilestone, approvedWeek, billedClient, invoicesOf, oneEngagement } from "../support/billing-fixtures";
import { describeOnEachDatabase } from "../support/test-db";

const NOV_1 = new Date("2026-11-01T06:00:00Z");
const NOV_2 = new Date("2026-11-02T06:00:00Z");

/** What a line bills, without the row it is stored in. */
const billed = (line: Awaited<ReturnType<typeof invoicesOf>>[number]["lines"][number]) => ({
  position: line.position,
  kind: line.kind,
  engagementId: line.engagementId,
  description: line.description,
  period: [line.periodStart, line.periodEnd],
  quantity: line.quantity,
  unitPriceMinor: line.unitPriceMinor,
  amountMinor: line.amountMinor,
  talentAmountMinor: line.talentAmountMinor,
  source: [line.timesheetId, line.milestonePosition, line.billedMonth],
});
const owed = (payout: Awaited<ReturnType<typeof invoicesOf>>[number]["payouts"][number]) => ({
  engagementId: payout.engagementId,
  talentId: payout.talentId,
  month: payout.month,
  amountMinor: payout.amountMinor,
});

describeOnEachDatabase("a void invoice billed again", ({ db }) => {
  let manager: Awaited<ReturnType<typeof registeredManager>>;
  beforeAll(async () => {
    await seedReferenceData(db());
    manager = await registeredManager(db());
  });

  const voidIt = (id: number, reason = "Wrong billing address") =>
    call(voidRoute, { token: manager.token, params: { id: String(id) }, json: { reason } });

  /** A company billed for October 2026 for an approved week, a milestone and a full-time month. */
  async function octoberInvoice() {
    const client = await billedClient(db());
    const c = client.companyId;
    const hourly = await oneEngagement(db(), c, { contractType: "hourly", rateMinor: 5_000, startDate: "2026-09-01" });
    await approvedWeek(db(), hourly.engagementId, "2026-10-05", 450, new Date("2026-10-20T12:00:00Z"));
    const project = await oneEngagement(db(), c, {
      contractType: "project",
      rateMinor: 200_000,
      startDate: "2026-09-15",
      milestones: [{ name: "Design", amount_minor: 200_000 }],
    });
    await approvedMilestone(db(), project.engagementId, 1, new Date("2026-10-12T10:00:00Z"));
    await oneEngagement(db(), c, { contractType: "full_time", rateMinor: 600_000, startDate: "2026-10-16" });
    const summary = await closeMonth(db(), "2026-10", NOV_1);
    expect(summary.issued.filter((one) => one.companyId === c)).toHaveLength(1);
    const [invoice] = await invoicesOf(db(), c);
    expect(invoice!.lines.map((line) => line.kind)).toEqual(["hours", "milestone", "full_time"]);
    return { client, invoice: invoice! };
  }

  it("issues a new invoice for the work of a void one at the next close of its month, with new payouts", async () => {
    const { client, invoice } = await octoberInvoice();
    const before = await call(manageOne, { token: manager.token, params: { id: String(invoice.id) } });
    expect((await voidIt(invoice.id)).status).toBe(200);

    const summary = await closeMonth(db(), "2026-10", NOV_2);
    const mine = summary.issued.filter((one) => one.companyId === client.companyId);
    expect(mine).toHaveLength(1);
    const [voided, note, fresh] = await invoicesOf(db(), client.companyId);
    expect(note).toMatchObject({ kind: "credit_note", creditsInvoiceId: invoice.id, totalMinor: -invoice.totalMinor });
    expect(fresh).toMatchObject({
      id: mine[0]!.id,
      kind: "invoice",
      status: "issued",
      month: "2026-10",
      currency: invoice.currency,
      issuedOn: "2026-11-02",
      totalMinor: invoice.totalMinor,
    });
    expect(fresh!.number).not.toBe(invoice.number);
    expect(Number(fresh!.number.slice(-6))).toBeGreaterThan(Number(invoice.number.slice(-6)));
    expect(fresh!.lines.map(billed)).toEqual(invoice.lines.map(billed));
    expect(fresh!.lines.every((line) => !line.voided)).toBe(true);
    expect(fresh!.payouts.map((p) => p.status)).toEqual(["pending", "pending", "pending"]);
    expect(fresh!.payouts.map(owed)).toEqual(invoice.payouts.map(owed));

    // The void invoice reads as it was issued, beside its credit note; its payouts stay cancelled.
    expect(voided).toMatchObject({
      id: invoice.id,
      number: invoice.number,
      status: "void",
      totalMinor: invoice.totalMinor,
    });
    expect(voided!.lines.map(billed)).toEqual(invoice.lines.map(billed));
    expect(voided!.payouts.map((p) => p.status)).toEqual(["cancelled", "cancelled", "cancelled"]);
    const after = await call(manageOne, { token: manager.token, params: { id: String(invoice.id) } });
    expect(invoiceAnswerSchema.parse(after.body).data.lines).toEqual(invoiceAnswerSchema.parse(before.body).data.lines);
    expect(invoiceAnswerSchema.parse(after.body).data.credit_note).toEqual({ id: note!.id, number: note!.number });

    // Closed once more: the new invoice holds the month; nothing new.
    const again = await closeMonth(db(), "2026-10", NOV_2);
    expect(again.issued.filter((one) => one.companyId === client.companyId)).toEqual([]);
    expect(await invoicesOf(db(), client.companyId)).toHaveLength(3);
  });

  it("voids once when two managers void at once: one credit note, then one new invoice", async () => {
    const { client, invoice } = await octoberInvoice();
    const answers = await Promise.all([voidIt(invoice.id, "first"), voidIt(invoice.id, "second")]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const notes = await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.kind, "credit_note"), eq(invoices.creditsInvoiceId, invoice.id)));
    expect(notes).toHaveLength(1);
    await closeMonth(db(), "2026-10", NOV_2);
    const all = await invoicesOf(db(), client.companyId);
    expect(all.map((one) => [one.kind, one.status])).toEqual([
      ["invoice", "void"],
      ["credit_note", "issued"],
      ["invoice", "issued"],
    ]);
  });

  it("issues one new invoice when two closes of the month run at once after a void", async () => {
    const { client, invoice } = await octoberInvoice();
    expect((await voidIt(invoice.id)).status).toBe(200);
    const [first, second] = await Promise.all([closeMonth(db(), "2026-10", NOV_2), closeMonth(db(), "2026-10", NOV_2)]);
    const issued = [...first.issued, ...second.issued].filter((one) => one.companyId === client.companyId);
    expect(issued).toHaveLength(1);
    const fresh = (await invoicesOf(db(), client.companyId)).filter(
      (one) => one.kind === "invoice" && one.status === "issued",
    );
    expect(fresh).toHaveLength(1);
    expect(fresh[0]!.lines.map(billed)).toEqual(invoice.lines.map(billed));
    expect(fresh[0]!.payouts).toHaveLength(3);
  });
});
