import { eq } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { beforeAll, expect, it } from "vitest";

import { GET as clientOne } from "@/app/api/client/invoices/[id]/route";
import { POST as voidRoute } from "@/app/api/manage/invoices/[id]/void/route";
import { GET as talentList } from "@/app/api/talent/payouts/route";
import { minorToDecimal } from "@/lib/invoices/amounts";
import { engagements } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import type { Db } from "@/lib/server/db/types";
import { INVOICE_MAIL_KINDS } from "@/lib/server/invoices/invoice-mails";
import { closeMonth } from "@/lib/server/invoices/month-close";
import { payoutsAnswerSchema } from "@/lib/validation/payouts";

import { registeredManager } from "../support/accounts";
import { buildRequest, call } from "../support/api-client";
import { approvedWeek, billedClient, billedTalent, invoicesOf, oneEngagement } from "../support/billing-fixtures";
import { en16931Violations } from "../support/en16931-rules";
import { deliveredMail } from "../support/outbox";
import { describeOnEachDatabase } from "../support/test-db";
import { all, parseUbl, text } from "../support/ubl-xml";

const DEC_1 = new Date("2026-12-01T06:00:00Z");
const DEC_10 = new Date("2026-12-10T06:00:00Z");
const JAN_1 = new Date("2027-01-01T06:00:00Z");
const JAN_2 = new Date("2027-01-02T06:00:00Z");
const FEB_1 = new Date("2027-02-01T06:00:00Z");
const HOUR = 60;

/** The client ends the engagement inside its trial after November's close: the end is known from then on. */
const endInTrial = (db: Db, engagementId: number, endedOn: string) =>
  db
    .update(engagements)
    .set({ endedOn, endedInTrial: true, trialEndedEarly: true })
    .where(eq(engagements.id, engagementId));

/** An hourly engagement from 20 Nov with a 14-day trial (its last day 3 Dec), two trial weeks billed in November. */
async function trialAcrossMonthEnd(db: Db, companyId: number, talentId?: number) {
  const trial = await oneEngagement(db, companyId, {
    contractType: "hourly",
    rateMinor: 6_000,
    startDate: "2026-11-20",
    trialDays: 14,
    ...(talentId === undefined ? {} : { talentId }),
  });
  await approvedWeek(db, trial.engagementId, "2026-11-16", 10 * HOUR);
  await approvedWeek(db, trial.engagementId, "2026-11-23", 20 * HOUR);
  await closeMonth(db, "2026-11", DEC_1);
  return trial;
}

const fetchFile = (token: string, id: string) =>
  clientOne(buildRequest({ token, path: `/api/test/${id}` }), { params: Promise.resolve({ id }) });

describeOnEachDatabase("the trial credit across a month end", ({ db }) => {
  beforeAll(async () => {
    await seedReferenceData(db());
  });

  it("credits trial weeks billed in November on December's invoice, once, and the talent keeps what was billed", async () => {
    const talent = await billedTalent();
    const client = await billedClient(db());
    const c = client.companyId;
    const trial = await trialAcrossMonthEnd(db(), c, talent.id);
    const [november] = await invoicesOf(db(), c);
    expect(november).toMatchObject({ kind: "invoice", month: "2026-11", totalMinor: 180_000 });
    expect(november!.payouts.map((p) => p.amountMinor)).toEqual([180_000]);

    await endInTrial(db(), trial.engagementId, "2026-12-02");
    // The trial's last week, worked 30 Nov – 2 Dec, is billed in December and credited there too.
    await approvedWeek(db(), trial.engagementId, "2026-11-30", 5 * HOUR, new Date("2026-12-05T00:00:00Z"));
    const other = await oneEngagement(db(), c, { contractType: "hourly", rateMinor: 6_000, startDate: "2026-10-01" });
    await approvedWeek(db(), other.engagementId, "2026-12-07", 40 * HOUR, new Date("2026-12-20T00:00:00Z"));
    await closeMonth(db(), "2026-12", JAN_1);

    const [, december] = await invoicesOf(db(), c);
    const [week16, week23] = november!.lines;
    expect(december).toMatchObject({ kind: "invoice", month: "2026-12", status: "issued" });
    expect(
      december!.lines.map((l) => [l.position, l.kind, l.engagementId, l.quantity, l.amountMinor, l.talentAmountMinor]),
    ).toEqual([
      [1, "hours", trial.engagementId, "5.0000", 30_000, 30_000],
      [2, "trial_credit", trial.engagementId, "-10.0000", -60_000, 0],
      [3, "trial_credit", trial.engagementId, "-20.0000", -120_000, 0],
      [4, "trial_credit", trial.engagementId, "-5.0000", -30_000, 0],
      [5, "hours", other.engagementId, "40.0000", 240_000, 240_000],
    ]);
    expect(december!.lines.map((l) => l.creditsLineId)).toEqual([
      null,
      week16!.id,
      week23!.id,
      december!.lines[0]!.id,
      null,
    ]);
    expect(december!.lines[1]!.description).toBe(
      `Trial credit (${november!.number}): Hours, week of 16–22 Nov 2026 · React developer (Ada Lane)`,
    );
    expect(december!.totalMinor).toBe(30_000 - 210_000 + 240_000);
    expect(december!.lines.reduce((sum, l) => sum + l.amountMinor, 0)).toBe(december!.totalMinor);
    expect(december!.payouts.map((p) => [p.engagementId, p.amountMinor])).toEqual([
      [trial.engagementId, 30_000],
      [other.engagementId, 240_000],
    ]);

    // The talent is paid what November billed, now shown as paid by the platform; December adds its own week.
    const answer = payoutsAnswerSchema.parse((await call(talentList, { token: talent.token })).body).data;
    expect(answer.map((p) => [p.month, p.amount_minor, p.breakdown.trial_paid_by_platform_minor])).toEqual([
      ["2026-12", 30_000, 30_000],
      ["2026-11", 180_000, 180_000],
    ]);

    // Closing again, or the next month, credits nothing twice.
    await closeMonth(db(), "2026-12", JAN_1);
    await closeMonth(db(), "2027-01", FEB_1);
    const after = await invoicesOf(db(), c);
    expect(after).toHaveLength(2);
    expect(after.flatMap((i) => i.lines).filter((l) => l.kind === "trial_credit")).toHaveLength(3);

    const xml = await (await fetchFile(client.token, `${december!.id}.xml`)).text();
    expect(en16931Violations(xml)).toEqual([]);
    expect(text(parseUbl(xml).doc, "cac:LegalMonetaryTotal/cbc:PayableAmount")).toBe(minorToDecimal(60_000, "USD"));
  });

  it("sends the credit alone as the month's credit note when nothing else is billable", async () => {
    const client = await billedClient(db());
    const trial = await trialAcrossMonthEnd(db(), client.companyId);
    const [november] = await invoicesOf(db(), client.companyId);
    await endInTrial(db(), trial.engagementId, "2026-12-01");

    const summary = await closeMonth(db(), "2026-12", JAN_1);
    expect(summary.issued.filter((one) => one.companyId === client.companyId)).toMatchObject([
      { kind: "credit_note", totalMinor: -180_000, lines: 2, payouts: 0 },
    ]);
    const [, note] = await invoicesOf(db(), client.companyId);
    expect(note).toMatchObject({
      kind: "credit_note",
      month: "2026-12",
      status: "issued",
      totalMinor: -180_000,
      creditsInvoiceId: null,
      issuedOn: "2027-01-01",
      dueOn: "2027-01-01",
    });
    expect(note!.number).toMatch(/^CN-2027-\d{6}$/);
    expect(note!.lines.map((l) => [l.kind, l.amountMinor, l.creditsLineId])).toEqual([
      ["trial_credit", -60_000, november!.lines[0]!.id],
      ["trial_credit", -120_000, november!.lines[1]!.id],
    ]);
    expect(note!.payouts).toEqual([]);
    // November's payout is untouched: the platform pays the trial.
    expect((await invoicesOf(db(), client.companyId))[0]!.payouts.map((p) => [p.amountMinor, p.status])).toEqual([
      [180_000, "pending"],
    ]);
    const mail = await deliveredMail(db(), client.billingEmail, INVOICE_MAIL_KINDS.issued);
    expect(mail?.subject).toBe(`Credit note ${note!.number}: December 2026`);

    const xml = await (await fetchFile(client.token, `${note!.id}.xml`)).text();
    expect(en16931Violations(xml)).toEqual([]);
    const { kind, doc } = parseUbl(xml);
    expect(kind).toBe("CreditNote");
    expect(text(doc, "cac:LegalMonetaryTotal/cbc:PayableAmount")).toBe(minorToDecimal(180_000, "USD"));
    expect(all(doc, "cac:CreditNoteLine")).toHaveLength(2);

    const pdf = new PDFParse({
      data: new Uint8Array(await (await fetchFile(client.token, `${note!.id}.pdf`)).arrayBuffer()),
    });
    try {
      const words = (await pdf.getText()).text.replace(/\s+/g, " ");
      expect(words).toContain(note!.number);
      expect(words).toContain(`Trial credit (${november!.number})`);
      expect(words).toContain("of trial work invoiced earlier; nothing is due");
    } finally {
      await pdf.destroy();
    }

    await closeMonth(db(), "2027-01", FEB_1);
    expect(await invoicesOf(db(), client.companyId)).toHaveLength(2);
  });
});

type Invoice = Awaited<ReturnType<typeof invoicesOf>>[number];

/** The company's invoices still standing, and its lines not voided that credit `lineIds`. */
const standing = (all: Invoice[]) => all.filter((one) => one.kind === "invoice" && one.status !== "void");
const creditsOf = (all: Invoice[], lineIds: number[]) =>
  all
    .flatMap((one) => one.lines)
    .filter((l) => l.kind === "trial_credit" && !l.voided && lineIds.includes(l.creditsLineId ?? -1));

describeOnEachDatabase("trial credits and void invoices", ({ db }) => {
  let manager: Awaited<ReturnType<typeof registeredManager>>;
  beforeAll(async () => {
    await seedReferenceData(db());
    manager = await registeredManager(db());
  });

  const voidIt = async (id: number) => {
    const answer = await call(voidRoute, {
      token: manager.token,
      params: { id: String(id) },
      json: { reason: "Wrong" },
    });
    expect(answer.status).toBe(200);
  };

  /** Both trial weeks billed again on one invoice and credited beside them: nothing to pay, the talent paid once. */
  function expectBilledAndCredited(fresh: Invoice, november: Invoice) {
    expect(fresh).toMatchObject({ kind: "invoice", status: "paid", totalMinor: 0, paymentReference: "Nothing to pay" });
    expect(fresh.lines.map((l) => [l.kind, l.timesheetId, l.amountMinor, l.talentAmountMinor])).toEqual([
      ["hours", november.lines[0]!.timesheetId, 60_000, 60_000],
      ["hours", november.lines[1]!.timesheetId, 120_000, 120_000],
      ["trial_credit", null, -60_000, 0],
      ["trial_credit", null, -120_000, 0],
    ]);
    expect(fresh.lines.slice(2).map((l) => l.creditsLineId)).toEqual(fresh.lines.slice(0, 2).map((l) => l.id));
    expect(fresh.payouts.map((p) => [p.amountMinor, p.status])).toEqual([[180_000, "payable"]]);
  }

  /**
   * The weeks, once billed again, are credited once among the company's lines not voided, void lines never; the void
   * invoice's payout stays cancelled.
   */
  async function expectCreditedOnce(c: number, november: Invoice, fresh: Invoice) {
    const all = await invoicesOf(db(), c);
    expect(all[0]!.payouts.map((p) => p.status)).toEqual(["cancelled"]);
    expect(
      creditsOf(
        all,
        november.lines.map((l) => l.id),
      ),
    ).toEqual([]);
    expect(
      creditsOf(
        all,
        fresh.lines.map((l) => l.id),
      ).map((l) => l.invoiceId),
    ).toEqual([fresh.id, fresh.id]);
  }

  it("credits no line of a void invoice: November closed again bills the trial weeks and credits them there", async () => {
    const client = await billedClient(db());
    const c = client.companyId;
    const trial = await trialAcrossMonthEnd(db(), c);
    const [november] = await invoicesOf(db(), c);
    await endInTrial(db(), trial.engagementId, "2026-12-02");
    await voidIt(november!.id);

    // The end is known when November is closed again: its new invoice credits the weeks beside them.
    const again = await closeMonth(db(), "2026-11", DEC_10);
    expect(again.issued.filter((one) => one.companyId === c)).toMatchObject([{ kind: "invoice", lines: 4 }]);
    const [, , fresh] = await invoicesOf(db(), c);
    expect(fresh!.month).toBe("2026-11");
    expectBilledAndCredited(fresh!, november!);

    // December's close, and the next, credit nothing: not the void lines, not the new ones twice.
    expect((await closeMonth(db(), "2026-12", JAN_1)).issued.filter((one) => one.companyId === c)).toEqual([]);
    await closeMonth(db(), "2027-01", FEB_1);
    expect(await invoicesOf(db(), c)).toHaveLength(3);
    await expectCreditedOnce(c, november!, fresh!);
  });

  it("bills a void invoice's trial weeks on December's invoice when December closes first, credited there", async () => {
    const client = await billedClient(db());
    const c = client.companyId;
    const trial = await trialAcrossMonthEnd(db(), c);
    const [november] = await invoicesOf(db(), c);
    await endInTrial(db(), trial.engagementId, "2026-12-02");
    await voidIt(november!.id);

    // Work not on a live invoice goes on the next close, whichever month it closes: here December's.
    const december = await closeMonth(db(), "2026-12", JAN_1);
    expect(december.issued.filter((one) => one.companyId === c)).toMatchObject([{ kind: "invoice", lines: 4 }]);
    const [, , fresh] = await invoicesOf(db(), c);
    expect(fresh!.month).toBe("2026-12");
    expectBilledAndCredited(fresh!, november!);

    // Closing November again then finds nothing left to bill; nor does January.
    expect((await closeMonth(db(), "2026-11", JAN_2)).issued.filter((one) => one.companyId === c)).toEqual([]);
    await closeMonth(db(), "2027-01", FEB_1);
    expect(await invoicesOf(db(), c)).toHaveLength(3);
    await expectCreditedOnce(c, november!, fresh!);
  });

  it("credits on the company's next invoice the trial weeks billed again before the client ended the trial", async () => {
    const client = await billedClient(db());
    const c = client.companyId;
    const trial = await trialAcrossMonthEnd(db(), c);
    const [november] = await invoicesOf(db(), c);
    await voidIt(november!.id);
    await closeMonth(db(), "2026-11", DEC_10);
    const [, , fresh] = await invoicesOf(db(), c);
    expect(fresh).toMatchObject({ kind: "invoice", month: "2026-11", status: "issued", totalMinor: 180_000 });

    await endInTrial(db(), trial.engagementId, "2026-12-02");
    await closeMonth(db(), "2026-12", JAN_1);
    const all = await invoicesOf(db(), c);
    expect(all).toHaveLength(4);
    const note = all[3]!;
    expect(note).toMatchObject({ kind: "credit_note", month: "2026-12", totalMinor: -180_000 });
    // Only the live invoice's lines are credited, not the void one's.
    expect(note.lines.map((l) => [l.kind, l.amountMinor, l.creditsLineId])).toEqual([
      ["trial_credit", -60_000, fresh!.lines[0]!.id],
      ["trial_credit", -120_000, fresh!.lines[1]!.id],
    ]);
    expect(
      creditsOf(
        all,
        november!.lines.map((l) => l.id),
      ),
    ).toEqual([]);

    await closeMonth(db(), "2026-12", JAN_2);
    await closeMonth(db(), "2027-01", FEB_1);
    expect(await invoicesOf(db(), c)).toHaveLength(4);
  });

  it("carries a void invoice's trial credits again on the month's new invoice, once", async () => {
    const client = await billedClient(db());
    const c = client.companyId;
    const trial = await trialAcrossMonthEnd(db(), c);
    const [november] = await invoicesOf(db(), c);
    await endInTrial(db(), trial.engagementId, "2026-12-02");
    await approvedWeek(db(), trial.engagementId, "2026-11-30", 5 * HOUR, new Date("2026-12-05T00:00:00Z"));
    const other = await oneEngagement(db(), c, { contractType: "hourly", rateMinor: 6_000, startDate: "2026-10-01" });
    await approvedWeek(db(), other.engagementId, "2026-12-07", 40 * HOUR, new Date("2026-12-20T00:00:00Z"));
    await closeMonth(db(), "2026-12", JAN_1);
    const [, december] = await invoicesOf(db(), c);
    expect(december!.lines.map((l) => l.kind)).toEqual([
      "hours",
      "trial_credit",
      "trial_credit",
      "trial_credit",
      "hours",
    ]);
    await voidIt(december!.id);

    const summary = await closeMonth(db(), "2026-12", JAN_2);
    expect(summary.issued.filter((one) => one.companyId === c)).toMatchObject([
      { kind: "invoice", totalMinor: december!.totalMinor, lines: 5, payouts: 2 },
    ]);
    const all = await invoicesOf(db(), c);
    expect(all.map((one) => [one.kind, one.month, one.status])).toEqual([
      ["invoice", "2026-11", "issued"],
      ["invoice", "2026-12", "void"],
      ["credit_note", "2026-12", "issued"],
      ["invoice", "2026-12", "issued"],
    ]);
    const fresh = all[3]!;
    const what = (l: (typeof fresh.lines)[number]) => [l.kind, l.engagementId, l.description, l.amountMinor];
    expect(fresh.lines.map(what)).toEqual(december!.lines.map(what));
    expect(fresh.lines.map((l) => l.creditsLineId)).toEqual([
      null,
      november!.lines[0]!.id,
      november!.lines[1]!.id,
      fresh.lines[0]!.id,
      null,
    ]);
    // Each line of trial work is credited once among the lines not voided.
    const credited = [...november!.lines, fresh.lines[0]!].map((l) => l.id);
    expect(creditsOf(all, credited).map((l) => l.invoiceId)).toEqual([fresh.id, fresh.id, fresh.id]);
    expect(fresh.payouts.map((p) => [p.engagementId, p.amountMinor, p.status])).toEqual([
      [trial.engagementId, 30_000, "pending"],
      [other.engagementId, 240_000, "pending"],
    ]);

    // Closing again, or the next month, adds nothing.
    expect((await closeMonth(db(), "2026-12", JAN_2)).issued.filter((one) => one.companyId === c)).toEqual([]);
    await closeMonth(db(), "2027-01", FEB_1);
    const after = await invoicesOf(db(), c);
    expect(after).toHaveLength(4);
    expect(
      standing(after)
        .flatMap((one) => one.lines)
        .filter((l) => l.kind === "trial_credit"),
    ).toHaveLength(3);
  });
});
