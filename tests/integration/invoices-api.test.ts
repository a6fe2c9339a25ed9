import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { GET as clientOne } from "@/app/api/client/invoices/[id]/route";
import { GET as clientList } from "@/app/api/client/invoices/route";
import { POST as suspend } from "@/app/api/manage/accounts/[kind]/[id]/suspend/route";
import { GET as manageCsv } from "@/app/api/manage/invoices.csv/route";
import { POST as paidRoute } from "@/app/api/manage/invoices/[id]/paid/route";
import { GET as manageOne } from "@/app/api/manage/invoices/[id]/route";
import { POST as voidRoute } from "@/app/api/manage/invoices/[id]/void/route";
import { GET as manageList } from "@/app/api/manage/invoices/route";
import { addDays } from "@/lib/engagements/calendar-days";
import { todayUtc } from "@/lib/format/date-time";
import { auditLog, invoiceLines, mailOutbox, payouts } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { INVOICE_MAIL_KINDS } from "@/lib/server/invoices/invoice-mails";
import { closeMonth } from "@/lib/server/invoices/month-close";
import { sendInvoiceReminders } from "@/lib/server/invoices/reminders";
import {
  invoiceAnswerSchema,
  invoicesAnswerSchema,
  manageInvoicesAnswerSchema,
  voidInvoiceAnswerSchema,
} from "@/lib/validation/invoices";

import { registeredManager } from "../support/accounts";
import { buildRequest, call } from "../support/api-client";
import { approvedWeek, billedClient, billedTalent, invoicesOf, oneEngagement } from "../support/billing-fixtures";
import { expectDocumented } from "../support/openapi-check";
import { deliveredMail } from "../support/outbox";
import { describeOnEachDatabase } from "../support/test-db";

/** Midday UTC `days` before today: invoice dates follow the real clock, which "overdue" is read against. */
const daysAgo = (days: number) => new Date(`${addDays(todayUtc(), -days)}T12:00:00Z`);
const params = (id: number | string) => ({ id: String(id) });

describeOnEachDatabase("invoices", ({ db }) => {
  let manager: Awaited<ReturnType<typeof registeredManager>>;
  beforeAll(async () => {
    await seedReferenceData(db());
    manager = await registeredManager(db());
  });

  /** A company with an hourly engagement, billed for `month` by a close `closedDaysAgo` days ago. */
  async function invoicedClient(month: string, closedDaysAgo: number, minutes = 120) {
    const client = await billedClient(db());
    const e = await oneEngagement(db(), client.companyId, {
      contractType: "hourly",
      rateMinor: 5_000,
      startDate: `${month}-01`,
    });
    await approvedWeek(db(), e.engagementId, `${month}-09`, minutes, daysAgo(closedDaysAgo + 1));
    await closeMonth(db(), month, daysAgo(closedDaysAgo));
    const [invoice] = await invoicesOf(db(), client.companyId);
    return { client, engagement: e, invoice: invoice! };
  }

  const manage = (route: typeof paidRoute, id: number | string, json: unknown, token = manager.token) =>
    call(route, { token, params: params(id), json });

  it("lists the company's invoices newest first and reads one with its parties and lines", async () => {
    const { client, engagement } = await invoicedClient("2026-08", 40);
    await approvedWeek(db(), engagement.engagementId, "2026-09-07", 90, daysAgo(30));
    await closeMonth(db(), "2026-09", daysAgo(20));
    const list = await call(clientList, { token: client.token, path: "/api/client/invoices" });
    expect(list.status).toBe(200);
    expectDocumented("get", "/api/client/invoices", 200, list.body);
    const [september, august] = invoicesAnswerSchema.parse(list.body).data;
    expect([september?.month, august?.month]).toEqual(["2026-09", "2026-08"]);
    expect(august).toMatchObject({
      kind: "invoice",
      status: "overdue",
      total_minor: 10_000,
      currency: "USD",
      company: { id: client.companyId },
      credit_note: null,
      pdf_url: `/api/client/invoices/${august!.id}.pdf`,
      xml_url: `/api/client/invoices/${august!.id}.xml`,
    });

    const one = await call(clientOne, { token: client.token, params: params(september!.id) });
    expect(one.status).toBe(200);
    expectDocumented("get", "/api/client/invoices/{id}", 200, one.body);
    const invoice = invoiceAnswerSchema.parse(one.body).data;
    expect(invoice.lines).toEqual([
      {
        position: 1,
        kind: "hours",
        engagement_id: engagement.engagementId,
        description: "Hours, week of 7–13 Sep 2026 · React developer (Ada Lane)",
        period_start: "2026-09-07",
        period_end: "2026-09-13",
        quantity: "1.5",
        unit_code: "HUR",
        unit_price_minor: 5_000,
        amount_minor: 7_500,
      },
    ]);
    expect(invoice.buyer).toMatchObject({ country: "DE", email: client.billingEmail });
    expect(invoice.seller).toMatchObject({ name: "Hireloop Ltd.", vat_id: "IE3912345QH" });
    // The talent's share stays inside: the client's document never shows it.
    expect(JSON.stringify(one.body)).not.toContain("talent_amount");
  });

  it("answers 404 for another company's invoice, as JSON, PDF and XML, and for ids that are not ids", async () => {
    const { invoice } = await invoicedClient("2026-08", 40);
    const other = await billedClient(db());
    for (const id of [`${invoice.id}`, `${invoice.id}.pdf`, `${invoice.id}.xml`]) {
      const answer = await call(clientOne, { token: other.token, params: params(id) });
      expect(answer.status, id).toBe(404);
      expectDocumented("get", "/api/client/invoices/{id}", 404, answer.body);
    }
    for (const id of [
      "x",
      `${invoice.id}.doc`,
      `${invoice.id}.PDF`,
      "0",
      "99999999999999999",
      `${invoice.id}.pdf.xml`,
    ]) {
      expect((await call(clientOne, { token: other.token, params: params(id) })).status, id).toBe(404);
      expect((await call(manageOne, { token: manager.token, params: params(id) })).status, id).toBe(404);
    }
    expect((await call(manageOne, { token: manager.token, params: params(invoice.id) })).status).toBe(200);
  });

  it("refuses talents on the client's and the managers' calls, clients on the managers', and a suspended client", async () => {
    const { client, invoice } = await invoicedClient("2026-08", 40);
    const talent = await billedTalent();
    for (const token of [talent.token, manager.token]) {
      expect((await call(clientList, { token })).status).toBe(401);
      expect((await call(clientOne, { token, params: params(invoice.id) })).status).toBe(401);
    }
    for (const token of [talent.token, client.token]) {
      expect((await call(manageList, { token })).status).toBe(401);
      expect((await call(manageOne, { token, params: params(invoice.id) })).status).toBe(401);
      expect((await call(manageCsv, { token })).status).toBe(401);
      expect((await manage(paidRoute, invoice.id, { paid_on: todayUtc(), reference: "x" }, token)).status).toBe(401);
      expect((await manage(voidRoute, invoice.id, { reason: "x" }, token)).status).toBe(401);
    }
    const suspended = await call(suspend, {
      token: manager.token,
      params: { kind: "client", id: String(client.user.id) },
      json: { reason: "Unpaid invoices" },
    });
    expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
    expect((await call(clientList, { token: client.token })).status).toBe(401);
    expect((await call(clientOne, { token: client.token, params: params(invoice.id) })).status).toBe(401);
  });

  it("lists every invoice for the managers by shown status and month, paged", async () => {
    const overdue = await invoicedClient("2026-07", 40);
    const issued = await invoicedClient("2026-10", 3);
    const list = async (query: string) => {
      const answer = await call(manageList, { token: manager.token, path: `/api/manage/invoices${query}` });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expectDocumented("get", "/api/manage/invoices", 200, answer.body);
      return manageInvoicesAnswerSchema.parse(answer.body);
    };
    const overdueIds = (await list("?status=overdue&per_page=100")).data.map((i) => i.id);
    expect(overdueIds).toContain(overdue.invoice.id);
    expect(overdueIds).not.toContain(issued.invoice.id);
    const issuedOnes = (await list("?status=issued&per_page=100")).data;
    expect(issuedOnes.map((i) => i.id)).toContain(issued.invoice.id);
    expect(issuedOnes.every((i) => i.status === "issued")).toBe(true);
    const july = await list("?month=2026-07&per_page=1");
    expect(july.data).toHaveLength(1);
    expect(july.meta).toMatchObject({ page: 1, per_page: 1 });
    expect(july.data[0]!.pdf_url).toBe(`/api/manage/invoices/${july.data[0]!.id}.pdf`);
    for (const bad of ["?status=late", "?month=2026-7", "?page=0"]) {
      const answer = await call(manageList, { token: manager.token, path: `/api/manage/invoices${bad}` });
      expect(answer.status, bad).toBe(422);
      expectDocumented("get", "/api/manage/invoices", 422, answer.body);
    }
  });

  it("records a payment: paid, payouts payable, audited; a date in the future or a second time is refused", async () => {
    const { invoice } = await invoicedClient("2026-10", 3);
    const future = await manage(paidRoute, invoice.id, { paid_on: addDays(todayUtc(), 1), reference: "SEPA 1" });
    expect(future.status).toBe(422);
    expect(future.body.errors).toHaveProperty("paid_on");
    expectDocumented("post", "/api/manage/invoices/{id}/paid", 422, future.body);
    expect((await manage(paidRoute, invoice.id, { paid_on: todayUtc() })).status).toBe(422);

    const paid = await manage(paidRoute, invoice.id, { paid_on: todayUtc(), reference: "SEPA 2026-11-27 #4471" });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expectDocumented("post", "/api/manage/invoices/{id}/paid", 200, paid.body);
    expect(paid.body.data).toMatchObject({
      status: "paid",
      paid_on: todayUtc(),
      payment_reference: "SEPA 2026-11-27 #4471",
    });
    const rows = await db().select().from(payouts).where(eq(payouts.invoiceId, invoice.id));
    expect(rows.map((p) => p.status)).toEqual(["payable"]);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "invoice.paid"), eq(auditLog.targetId, String(invoice.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ targetKind: "invoice", managerId: manager.user.id });

    const again = await manage(paidRoute, invoice.id, { paid_on: todayUtc(), reference: "twice" });
    expect(again.status).toBe(409);
    expectDocumented("post", "/api/manage/invoices/{id}/paid", 409, again.body);
    const voided = await manage(voidRoute, invoice.id, { reason: "Wrong month" });
    expect(voided.status).toBe(409);
    expect(voided.body.message).toBe("A paid invoice cannot be voided.");
    expect((await manage(paidRoute, 999_999_999, { paid_on: todayUtc(), reference: "x" })).status).toBe(404);
  });

  it("voids an invoice by a credit note with its own number and negated lines; its payouts are cancelled", async () => {
    const { client, invoice } = await invoicedClient("2026-10", 3, 90);
    expect((await manage(voidRoute, invoice.id, { reason: "" })).status).toBe(422);
    const answer = await manage(voidRoute, invoice.id, { reason: "Billed to the wrong company" });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expectDocumented("post", "/api/manage/invoices/{id}/void", 200, answer.body);
    const { invoice: voided, credit_note: note } = voidInvoiceAnswerSchema.parse(answer.body).data;
    expect(voided).toMatchObject({ status: "void", void_reason: "Billed to the wrong company" });
    expect(note).toMatchObject({
      kind: "credit_note",
      status: "issued",
      month: "2026-10",
      total_minor: -7_500,
      issued_on: todayUtc(),
      credits_invoice: { id: invoice.id, number: invoice.number },
    });
    expect(note.number).toMatch(new RegExp(`^CN-${todayUtc().slice(0, 4)}-\\d{6}$`));
    expect(voided.credit_note).toEqual({ id: note.id, number: note.number });

    const lines = await db().select().from(invoiceLines).where(eq(invoiceLines.invoiceId, note.id));
    expect(lines.map((l) => [l.kind, l.quantity, l.unitPriceMinor, l.amountMinor, l.talentAmountMinor])).toEqual([
      ["hours", "-1.5000", 5_000, -7_500, -7_500],
    ]);
    expect(lines.every((l) => l.timesheetId === null && l.milestonePosition === null && l.billedMonth === null)).toBe(
      true,
    );
    const rows = await db().select().from(payouts).where(eq(payouts.invoiceId, invoice.id));
    expect(rows.map((p) => p.status)).toEqual(["cancelled"]);

    const seen = await call(clientList, { token: client.token });
    expect(seen.body.data.map((i: { number: string }) => i.number)).toEqual([note.number, invoice.number]);
    const read = await call(clientOne, { token: client.token, params: params(note.id) });
    expect(invoiceAnswerSchema.parse(read.body).data.lines[0]).toMatchObject({
      quantity: "-1.5",
      amount_minor: -7_500,
    });
    const mail = await deliveredMail(db(), client.billingEmail, INVOICE_MAIL_KINDS.voided);
    expect(mail?.subject).toBe(`Invoice ${invoice.number} is void: credit note ${note.number}`);

    const twice = await manage(voidRoute, invoice.id, { reason: "again" });
    expect(twice.status).toBe(409);
    expectDocumented("post", "/api/manage/invoices/{id}/void", 409, twice.body);
    expect((await manage(voidRoute, note.id, { reason: "a credit note" })).status).toBe(404);
    expect((await manage(paidRoute, note.id, { paid_on: todayUtc(), reference: "x" })).status).toBe(409);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "invoice.void"), eq(auditLog.targetId, String(invoice.id))));
    expect(audit[0]?.after).toMatchObject({ credit_note: note.number, payouts_cancelled: 1 });
  });

  it("mails one reminder per overdue invoice, even when two instances look at once", async () => {
    const { client, invoice } = await invoicedClient("2026-06", 30);
    const fresh = await invoicedClient("2026-10", 3);
    const [first, second] = await Promise.all([
      sendInvoiceReminders(db(), new Date()),
      sendInvoiceReminders(db(), new Date()),
    ]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    expect(await sendInvoiceReminders(db(), new Date())).toBe(0);
    const reminders = async (to: string) =>
      db()
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, INVOICE_MAIL_KINDS.reminder)));
    expect(await reminders(client.billingEmail)).toHaveLength(1);
    expect(await reminders(fresh.client.billingEmail)).toHaveLength(0);
    const mail = await deliveredMail(db(), client.billingEmail, INVOICE_MAIL_KINDS.reminder);
    expect(mail?.subject).toBe(`Overdue: invoice ${invoice.number}`);
    expect(mail?.text).toContain(`/recruiter/billing/invoices/${invoice.id}`);
  });

  it("exports the selected invoices as CSV", async () => {
    const { invoice } = await invoicedClient("2026-05", 40);
    const response = await manageCsv(
      buildRequest({ token: manager.token, path: "/api/manage/invoices.csv?month=2026-05" }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="invoices-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = (await response.text()).trimEnd().split("\r\n");
    expect(rows[0]).toBe(
      "number,kind,company,month,currency,status,issued_on,due_on,total,paid_on,payment_reference,credits_invoice,credit_note,void_reason",
    );
    expect(rows.some((row) => row.startsWith(`${invoice.number},invoice,`) && row.includes(",USD,overdue,"))).toBe(
      true,
    );
    expect(rows.every((row, i) => i === 0 || row.split(",")[3] === "2026-05")).toBe(true);
    const bad = await call(manageCsv, { token: manager.token, path: "/api/manage/invoices.csv?status=late" });
    expect(bad.status).toBe(422);
  });
});
