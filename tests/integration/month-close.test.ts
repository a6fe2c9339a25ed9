import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { GET as getProfile, PUT as putProfile } from "@/app/api/client/billing-profile/route";
import { mailOutbox } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { INVOICE_MAIL_KINDS } from "@/lib/server/invoices/invoice-mails";
import { closeMonth, describeMonthClose } from "@/lib/server/invoices/month-close";
import { billingProfileAnswerSchema } from "@/lib/validation/billing-profile";

import { call } from "../support/api-client";
import {
  approvedMilestone,
  approvedWeek,
  billedClient,
  billedTalent,
  invoicesOf,
  oneEngagement,
} from "../support/billing-fixtures";
import { expectDocumented } from "../support/openapi-check";
import { deliveredMail } from "../support/outbox";
import { describeOnEachDatabase } from "../support/test-db";

const DEC_1 = new Date("2026-12-01T06:00:00Z");
const numberOf = (n: string) => Number(n.slice(-6));

describeOnEachDatabase("the month close", ({ db }) => {
  beforeAll(async () => {
    await seedReferenceData(db());
  });

  it("makes one invoice per currency from weeks, milestones, a full-time month and a trial credit", async () => {
    const client = await billedClient(db());
    const c = client.companyId;
    const hourly = await oneEngagement(db(), c, { contractType: "hourly", rateMinor: 4_555, startDate: "2026-10-01" });
    await approvedWeek(db(), hourly.engagementId, "2026-11-02", 600);
    await approvedWeek(db(), hourly.engagementId, "2026-11-23", 20);
    // Starts on the month's last day: this month's.
    await approvedWeek(db(), hourly.engagementId, "2026-11-30", 60);
    // December's, and a November week approved only after the close: both wait.
    await approvedWeek(db(), hourly.engagementId, "2026-12-07", 60);
    await approvedWeek(db(), hourly.engagementId, "2026-11-16", 60, new Date("2026-12-02T00:00:00Z"));
    const project = await oneEngagement(db(), c, {
      contractType: "project",
      rateMinor: 500_000,
      startDate: "2026-10-15",
      milestones: [
        { name: "Design", amount_minor: 120_000 },
        { name: "Build", amount_minor: 380_000 },
      ],
    });
    await approvedMilestone(db(), project.engagementId, 1, new Date("2026-11-20T10:00:00Z"));
    await approvedMilestone(db(), project.engagementId, 2, new Date("2026-12-01T01:00:00Z"));
    const fullTime = await oneEngagement(db(), c, {
      contractType: "full_time",
      rateMinor: 500_000,
      startDate: "2026-11-18",
    });
    const trial = await oneEngagement(db(), c, {
      contractType: "hourly",
      currency: "EUR",
      rateMinor: 6_000,
      startDate: "2026-11-02",
      trialDays: 14,
      endedOn: "2026-11-10",
      trialEndedEarly: true,
    });
    await approvedWeek(db(), trial.engagementId, "2026-11-02", 600);
    const euro = await oneEngagement(db(), c, {
      contractType: "hourly",
      currency: "EUR",
      rateMinor: 5_000,
      startDate: "2026-09-01",
    });
    await approvedWeek(db(), euro.engagementId, "2026-11-09", 120);

    const summary = await closeMonth(db(), "2026-11", DEC_1);
    const mine = summary.issued.filter((one) => one.companyId === c);
    expect(mine.map((one) => one.currency)).toEqual(["EUR", "USD"]);

    const [eur, usd] = (await invoicesOf(db(), c)).sort((a, b) => a.currency.localeCompare(b.currency));
    expect(usd).toMatchObject({
      kind: "invoice",
      month: "2026-11",
      status: "issued",
      issuedOn: "2026-12-01",
      dueOn: "2026-12-15",
      totalMinor: 45_550 + 1_518 + 4_555 + 120_000 + 216_667,
      buyer: { name: `Billed Company ${c} GmbH`, country: "DE", vat_id: "DE123456789", email: client.billingEmail },
      seller: { name: "Hireloop Ltd.", country: "IE" },
    });
    expect(usd!.number).toMatch(/^INV-2026-\d{6}$/);
    expect(Math.abs(numberOf(usd!.number) - numberOf(eur!.number))).toBe(1);
    expect(
      usd!.lines.map((l) => [l.position, l.kind, l.engagementId, l.quantity, l.unitCode, l.amountMinor, l.description]),
    ).toEqual([
      [
        1,
        "hours",
        hourly.engagementId,
        "10.0000",
        "HUR",
        45_550,
        "Hours, week of 2–8 Nov 2026 · React developer (Ada Lane)",
      ],
      [
        2,
        "hours",
        hourly.engagementId,
        "0.3333",
        "HUR",
        1_518,
        "Hours, week of 23–29 Nov 2026 · React developer (Ada Lane)",
      ],
      [
        3,
        "hours",
        hourly.engagementId,
        "1.0000",
        "HUR",
        4_555,
        "Hours, week of 30 Nov – 6 Dec 2026 · React developer (Ada Lane)",
      ],
      [
        4,
        "milestone",
        project.engagementId,
        "1.0000",
        "C62",
        120_000,
        "Milestone 1: Design · React developer (Ada Lane)",
      ],
      [
        5,
        "full_time",
        fullTime.engagementId,
        "13.0000",
        "DAY",
        216_667,
        "Full-time, November 2026 (13 of 30 days) · React developer (Ada Lane)",
      ],
    ]);
    expect(usd!.lines.reduce((sum, l) => sum + l.amountMinor, 0)).toBe(usd!.totalMinor);
    expect(usd!.payouts.map((p) => [p.engagementId, p.amountMinor, p.status, p.month, p.currency])).toEqual([
      [hourly.engagementId, 51_623, "pending", "2026-11", "USD"],
      [project.engagementId, 120_000, "pending", "2026-11", "USD"],
      [fullTime.engagementId, 216_667, "pending", "2026-11", "USD"],
    ]);

    // Never a sum across currencies: the euro work has its own invoice, with the trial credited to the client.
    expect(eur).toMatchObject({ currency: "EUR", status: "issued", totalMinor: 10_000 });
    expect(eur!.lines.map((l) => [l.kind, l.engagementId, l.amountMinor, l.talentAmountMinor])).toEqual([
      ["hours", trial.engagementId, 60_000, 60_000],
      ["trial_credit", trial.engagementId, -60_000, 0],
      ["hours", euro.engagementId, 10_000, 10_000],
    ]);
    expect(eur!.lines[1]).toMatchObject({
      quantity: "-10.0000",
      unitPriceMinor: 6_000,
      periodEnd: "2026-11-08",
      creditsLineId: eur!.lines[0]!.id,
    });
    // The talent is still paid for the trial, by the platform.
    expect(eur!.payouts.map((p) => [p.engagementId, p.amountMinor, p.status])).toEqual([
      [trial.engagementId, 60_000, "pending"],
      [euro.engagementId, 10_000, "pending"],
    ]);

    const mail = await deliveredMail(db(), client.billingEmail, INVOICE_MAIL_KINDS.issued);
    expect(mail?.text).toContain(`/recruiter/billing/invoices/`);
    expect(mail?.subject).toMatch(/^Invoice INV-2026-\d{6}: November 2026$/);
    expect(describeMonthClose(summary)).toMatch(/^Closed 2026-11: \d+ invoice\(s\) issued \(/);
  });

  it("rounds each line half-even once: a tie of minutes and a full-time month of 13 of 30 days", async () => {
    const { companyId } = await billedClient(db());
    const hourly = await oneEngagement(db(), companyId, {
      contractType: "hourly",
      rateMinor: 4_545,
      startDate: "2026-10-01",
    });
    await approvedWeek(db(), hourly.engagementId, "2026-11-09", 6); // 454.5 → 454
    const other = await oneEngagement(db(), companyId, {
      contractType: "hourly",
      rateMinor: 4_555,
      startDate: "2026-10-01",
    });
    await approvedWeek(db(), other.engagementId, "2026-11-09", 6); // 455.5 → 456
    const fullTime = await oneEngagement(db(), companyId, {
      contractType: "full_time",
      rateMinor: 300_015,
      startDate: "2026-11-18",
    });
    await closeMonth(db(), "2026-11", DEC_1);
    const [invoice] = await invoicesOf(db(), companyId);
    expect(invoice!.lines.map((l) => [l.engagementId, l.amountMinor])).toEqual([
      [hourly.engagementId, 454],
      [other.engagementId, 456],
      [fullTime.engagementId, 130_006], // 130006.5 → 130006
    ]);
    expect(invoice!.lines[2]).toMatchObject({ unitPriceMinor: 10_000 /* 10000.5 → 10000 */ });
    expect(invoice!.totalMinor).toBe(454 + 456 + 130_006);
  });

  it("bills each full-time month once, up to the closed one, and an ended one to its last day", async () => {
    const { companyId } = await billedClient(db());
    const e = await oneEngagement(db(), companyId, {
      contractType: "full_time",
      rateMinor: 310_000,
      startDate: "2026-10-10",
      endedOn: "2026-12-09",
    });
    // No October close ran for it: November's invoice bills October's 22 days too.
    await closeMonth(db(), "2026-11", DEC_1);
    await closeMonth(db(), "2026-12", new Date("2027-01-01T00:30:00Z"));
    const [november, december] = await invoicesOf(db(), companyId);
    expect(november!.lines.map((l) => [l.billedMonth, l.quantity, l.amountMinor])).toEqual([
      ["2026-10", "22.0000", 220_000],
      ["2026-11", "30.0000", 310_000],
    ]);
    expect(december).toMatchObject({ month: "2026-12", number: expect.stringMatching(/^INV-2027-/) });
    expect(december!.lines.map((l) => [l.billedMonth, l.periodEnd, l.amountMinor])).toEqual([
      ["2026-12", "2026-12-09", 90_000],
    ]);
    expect(december!.payouts).toHaveLength(1);
    expect(december!.payouts[0]!.engagementId).toBe(e.engagementId);
  });

  it("leaves a full-time month closed before it is over to the next close: its days have not all happened", async () => {
    const { companyId } = await billedClient(db());
    await oneEngagement(db(), companyId, { contractType: "full_time", rateMinor: 300_000, startDate: "2026-11-16" });
    // November closed early, on the 27th: nothing of November is billed yet, so no invoice.
    expect((await closeMonth(db(), "2026-11", new Date("2026-11-27T10:00:00Z"))).issued).toHaveLength(0);
    expect(await invoicesOf(db(), companyId)).toHaveLength(0);
    // December's close, once December is over, bills November's 15 days and December's 31.
    await closeMonth(db(), "2026-12", new Date("2027-01-01T00:30:00Z"));
    const [december] = await invoicesOf(db(), companyId);
    expect(december!.lines.map((l) => [l.billedMonth, l.quantity, l.amountMinor])).toEqual([
      ["2026-11", "15.0000", 150_000],
      ["2026-12", "31.0000", 300_000],
    ]);
  });

  it("creates nothing when a month is closed again; what was approved later waits for the next month", async () => {
    const { companyId } = await billedClient(db());
    const e = await oneEngagement(db(), companyId, {
      contractType: "hourly",
      rateMinor: 5_000,
      startDate: "2026-10-01",
    });
    await approvedWeek(db(), e.engagementId, "2026-11-09", 60);
    const first = await closeMonth(db(), "2026-11", DEC_1);
    expect(first.issued.filter((one) => one.companyId === companyId)).toHaveLength(1);

    const again = await closeMonth(db(), "2026-11", DEC_1);
    expect(again.issued).toEqual([]);
    await approvedWeek(db(), e.engagementId, "2026-11-16", 30, new Date("2026-12-02T09:00:00Z"));
    const late = await closeMonth(db(), "2026-11", new Date("2026-12-03T00:00:00Z"));
    expect(late.issued.filter((one) => one.companyId === companyId)).toEqual([]);
    expect(late.alreadyInvoiced).toBeGreaterThanOrEqual(1);
    expect(describeMonthClose(late)).toMatch(/already invoiced for the month/);
    expect(await invoicesOf(db(), companyId)).toHaveLength(1);

    await closeMonth(db(), "2026-12", new Date("2027-01-01T00:30:00Z"));
    const [, december] = await invoicesOf(db(), companyId);
    expect(december!.lines.map((l) => [l.periodStart, l.amountMinor])).toEqual([["2026-11-16", 2_500]]);
  });

  it("skips a company without a billing profile and bills it once the client saves one", async () => {
    const client = await billedClient(db(), { profile: false });
    const e = await oneEngagement(db(), client.companyId, {
      contractType: "hourly",
      rateMinor: 5_000,
      startDate: "2026-10-01",
    });
    await approvedWeek(db(), e.engagementId, "2026-11-09", 120);

    const empty = await call(getProfile, { token: client.token, path: "/api/client/billing-profile" });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ data: null });
    expectDocumented("get", "/api/client/billing-profile", 200, empty.body);

    const skipped = await closeMonth(db(), "2026-11", DEC_1);
    expect(skipped.withoutProfile).toBeGreaterThanOrEqual(1);
    expect(describeMonthClose(skipped)).toMatch(/without a billing profile skipped/);
    expect(await invoicesOf(db(), client.companyId)).toEqual([]);

    const saved = await call(putProfile, {
      token: client.token,
      method: "PUT",
      path: "/api/client/billing-profile",
      json: {
        legal_name: "Northwind Traders B.V.",
        address_line1: "Keizersgracht 1",
        city: "Amsterdam",
        postal_code: "1015 CJ",
        country: "nl",
        vat_id: "nl 8594.12.345 b01",
        billing_email: "invoices@northwind.example.com",
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expectDocumented("put", "/api/client/billing-profile", 200, saved.body);
    expect(billingProfileAnswerSchema.parse(saved.body).data).toMatchObject({
      country: "NL",
      vat_id: "NL859412345B01",
      address_line2: null,
    });

    const billed = await closeMonth(db(), "2026-11", new Date("2026-12-02T06:00:00Z"));
    expect(billed.issued.filter((one) => one.companyId === client.companyId)).toHaveLength(1);
    const [invoice] = await invoicesOf(db(), client.companyId);
    expect(invoice).toMatchObject({
      issuedOn: "2026-12-02",
      totalMinor: 10_000,
      buyer: { name: "Northwind Traders B.V.", country: "NL", email: "invoices@northwind.example.com" },
    });
    const mails = await db()
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, "invoices@northwind.example.com"), eq(mailOutbox.kind, "invoice_issued")));
    expect(mails).toHaveLength(1);
  });

  it("refuses a billing profile with a country that does not exist, a bad VAT id or email, or a talent", async () => {
    const client = await billedClient(db(), { profile: false });
    const good = {
      legal_name: "Acme",
      address_line1: "1 Main St",
      city: "Springfield",
      postal_code: "12345",
      country: "US",
      billing_email: "ap@acme.example.com",
    };
    for (const [field, value] of [
      ["country", "XX"],
      ["country", "EU"],
      ["vat_id", "123"],
      ["billing_email", "nope"],
      ["legal_name", ""],
    ] as const) {
      const bad = await call(putProfile, {
        token: client.token,
        method: "PUT",
        path: "/api/client/billing-profile",
        json: { ...good, [field]: value },
      });
      expect(bad.status, `${field}=${value}`).toBe(422);
      expect(Object.keys(bad.body.errors)).toEqual([field]);
      expectDocumented("put", "/api/client/billing-profile", 422, bad.body);
    }
    const unknownField = await call(putProfile, {
      token: client.token,
      method: "PUT",
      path: "/api/client/billing-profile",
      json: { ...good, iban: "DE00" },
    });
    expect(unknownField.status).toBe(422);
    const ok = await call(putProfile, {
      token: client.token,
      method: "PUT",
      path: "/api/client/billing-profile",
      json: good,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.vat_id).toBeNull();
    const talent = await billedTalent();
    expect((await call(getProfile, { token: talent.token })).status).toBe(401);
    expect((await call(putProfile, { token: talent.token, method: "PUT", json: good })).status).toBe(401);
  });
});
