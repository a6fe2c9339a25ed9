import { eq, like } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { POST as startRun } from "@/app/api/manage/runs/[name]/route";
import { monthLabel } from "@/lib/invoices/periods";
import { billingProfiles, invoiceLines, invoiceNumberSequences, invoices, runs } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { billableItemsOf } from "@/lib/server/invoices/billable";
import { issueMonthInvoice } from "@/lib/server/invoices/issue-invoice";
import { closeMonth } from "@/lib/server/invoices/month-close";
import { sellerParty } from "@/lib/server/invoices/seller";
import { RUN_SCHEDULES } from "@/lib/server/runs/schedule";
import { runResultSchema } from "@/lib/validation/runs";

import { registeredManager } from "../support/accounts";
import { call } from "../support/api-client";
import { approvedWeek, insertCompanies, insertEngagements, insertTalents } from "../support/billing-fixtures";
import { expectDocumented } from "../support/openapi-check";
import { describeOnEachDatabase } from "../support/test-db";

const numbers = async (
  db: ReturnType<Parameters<Parameters<typeof describeOnEachDatabase>[1]>[0]["db"]>,
  prefix: string,
) =>
  (
    await db
      .select({ number: invoices.number })
      .from(invoices)
      .where(like(invoices.number, `${prefix}%`))
  )
    .map((row) => Number(row.number.slice(-6)))
    .sort((a, b) => a - b);

describeOnEachDatabase("invoice numbers", ({ db }) => {
  beforeAll(async () => {
    await seedReferenceData(db());
  });

  /** `count` companies, each with one hourly engagement and an approved week starting `weekStart`. */
  async function companiesWithWeeks(count: number, weekStart: string) {
    const companies = await insertCompanies(db(), count);
    const talents = await insertTalents(db(), count);
    const ids = await insertEngagements(
      db(),
      companies.map((company, i) => ({
        companyId: company.companyId,
        talentId: talents[i]!,
        contractType: "hourly" as const,
        rateMinor: 5_000,
        startDate: "2026-08-03",
      })),
    );
    for (const id of ids) await approvedWeek(db(), id, weekStart, 60, new Date("2026-10-01T00:00:00Z"));
    return companies;
  }

  it("stay without gaps or duplicates when month closes run at once, each year from 1", async () => {
    await companiesWithWeeks(4, "2026-08-10");
    await companiesWithWeeks(4, "2026-09-07");
    // August's and September's closes race for August's weeks (both months bill them); a close in 2027 numbers
    // from INV-2027-000001 on its own row.
    const [august, september, late] = await Promise.all([
      closeMonth(db(), "2026-08", new Date("2026-10-01T06:00:00Z")),
      closeMonth(db(), "2026-09", new Date("2026-10-01T06:00:01Z")),
      closeMonth(db(), "2026-07", new Date("2027-01-01T06:00:00Z")),
    ]);
    const issued = [...august.issued, ...september.issued, ...late.issued];
    // Each week billed once, whoever won it: 8 invoices in all (the July close finds nothing before August).
    expect(late.issued).toEqual([]);
    expect(issued).toHaveLength(8);
    expect(await numbers(db(), "INV-2026-")).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const lines = await db().select({ timesheetId: invoiceLines.timesheetId }).from(invoiceLines);
    expect(new Set(lines.map((l) => l.timesheetId)).size).toBe(lines.length);
    // An issue that found nothing gave its number back: the row says 8.
    const [row] = await db().select().from(invoiceNumberSequences).where(eq(invoiceNumberSequences.year, 2026));
    expect(row).toMatchObject({ kind: "invoice", lastNumber: 8 });

    await companiesWithWeeks(3, "2026-12-07");
    await Promise.all([
      closeMonth(db(), "2026-12", new Date("2027-01-01T06:00:00Z")),
      closeMonth(db(), "2026-12", new Date("2027-01-01T06:00:00Z")),
    ]);
    expect(await numbers(db(), "INV-2027-")).toEqual([1, 2, 3]);
  });

  it("reads an invoice's items again when a concurrent close billed some first, and gives its number back", async () => {
    const [company] = await companiesWithWeeks(1, "2026-10-12");
    const companyId = company!.companyId;
    const now = new Date("2026-11-01T06:00:00Z");
    const items = await billableItemsOf(db(), [companyId], "2026-10", now);
    expect(items).toHaveLength(1);
    const [profile] = await db().select().from(billingProfiles).where(eq(billingProfiles.companyId, companyId));
    // Another close bills the week between this batch's read and its invoice.
    await closeMonth(db(), "2026-10", now);
    const [before] = await db().select().from(invoiceNumberSequences).where(eq(invoiceNumberSequences.year, 2026));
    const outcome = await issueMonthInvoice(
      db(),
      { companyId, currency: "USD", profile: profile!, items: items.map((one) => one.item) },
      "2026-11",
      now,
      { seller: sellerParty(), feeBp: 0 },
    );
    expect(outcome).toEqual({ skipped: "empty" });
    const [after] = await db().select().from(invoiceNumberSequences).where(eq(invoiceNumberSequences.year, 2026));
    expect(after!.lastNumber).toBe(before!.lastNumber);
    expect(await db().select().from(invoices).where(eq(invoices.companyId, companyId))).toHaveLength(1);
  });

  it("runs from the console's Run now with a month, and on the 1st of each month", async () => {
    const manager = await registeredManager(db());
    const [company] = await companiesWithWeeks(1, "2026-10-05");
    const started = await call(startRun, {
      token: manager.token,
      params: { name: "month-close" },
      path: "/api/manage/runs/month-close",
      json: { month: "2026-10" },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expectDocumented("post", "/api/manage/runs/{name}", 200, started.body);
    const result = runResultSchema.parse(started.body).data;
    expect(result).toMatchObject({
      outcome: "ok",
      run: { name: "month-close", schedule: "The 1st of each month (UTC), until it succeeds" },
    });
    expect(result.summary).toMatch(/^Closed 2026-10: 1 invoice\(s\) issued \(USD 50\.00\)\.$/);
    const mine = await db().select().from(invoices).where(eq(invoices.companyId, company!.companyId));
    expect(mine).toHaveLength(1);

    const badMonth = await call(startRun, {
      token: manager.token,
      params: { name: "month-close" },
      json: { month: "2026-13" },
    });
    expect(badMonth.status).toBe(422);

    const nextMonthUtc = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 1));
    const future = nextMonthUtc.toISOString().slice(0, 7);
    const notBegun = await call(startRun, {
      token: manager.token,
      params: { name: "month-close" },
      json: { month: future },
    });
    expect(notBegun.status).toBe(422);
    expectDocumented("post", "/api/manage/runs/{name}", 422, notBegun.body);
    expect(notBegun.body.message).toBe(
      `${monthLabel(future)} (${future}) has not begun yet: only a month that has begun can be closed.`,
    );
    const [run] = await db().select().from(runs).where(eq(runs.name, "month-close"));
    expect(run?.lastSummary).toMatch(/^Closed 2026-10/);

    const schedule = RUN_SCHEDULES["month-close"];
    expect(schedule.nextAfter(null, new Date("2026-12-01T03:00:00Z")).toISOString()).toBe("2026-12-01T00:00:00.000Z");
    expect(schedule.nextAfter(new Date("2026-12-01T00:00:05Z"), new Date("2026-12-01T03:00:00Z")).toISOString()).toBe(
      "2027-01-01T00:00:00.000Z",
    );
    // Not run since the 1st (no instance ran that day): still due (tests/unit/month-close-schedule.test.ts).
    expect(schedule.nextAfter(null, new Date("2026-12-14T03:00:00Z")).toISOString()).toBe("2026-12-01T00:00:00.000Z");
    const daily = RUN_SCHEDULES["invoice-reminders"];
    expect(daily.nextAfter(null, new Date("2026-12-14T03:00:00Z")).toISOString()).toBe("2026-12-14T00:00:00.000Z");
    expect(daily.nextAfter(new Date("2026-12-14T00:00:01Z"), new Date("2026-12-14T03:00:00Z")).toISOString()).toBe(
      "2026-12-15T00:00:00.000Z",
    );
  });
});
