import { beforeAll, expect, it } from "vitest";

import { GET as readBillingProfileRoute, PUT as saveBillingProfileRoute } from "@/app/api/client/billing-profile/route";
import { POST as approveMilestoneRoute } from "@/app/api/client/engagements/[id]/milestones/[mid]/approve/route";
import { GET as clientMilestonesRoute } from "@/app/api/client/engagements/[id]/milestones/route";
import { GET as clientInvoiceRoute } from "@/app/api/client/invoices/[id]/route";
import { GET as clientInvoicesRoute } from "@/app/api/client/invoices/route";
import { POST as approveWeekRoute } from "@/app/api/client/timesheets/[id]/approve/route";
import { POST as disputeRoute } from "@/app/api/client/timesheets/[id]/dispute/route";
import { GET as clientTimesheetsRoute } from "@/app/api/client/timesheets/route";
import { POST as suspendMember } from "@/app/api/manage/accounts/[kind]/[id]/suspend/route";
import { GET as invoicesCsvRoute } from "@/app/api/manage/invoices.csv/route";
import { POST as invoicePaidRoute } from "@/app/api/manage/invoices/[id]/paid/route";
import { GET as manageInvoiceRoute } from "@/app/api/manage/invoices/[id]/route";
import { POST as voidRoute } from "@/app/api/manage/invoices/[id]/void/route";
import { GET as manageInvoicesRoute } from "@/app/api/manage/invoices/route";
import { POST as suspendManager } from "@/app/api/manage/managers/[id]/suspend/route";
import { GET as payoutsCsvRoute } from "@/app/api/manage/payouts.csv/route";
import { POST as payoutPaidRoute } from "@/app/api/manage/payouts/[id]/paid/route";
import { GET as managePayoutsRoute } from "@/app/api/manage/payouts/route";
import { GET as manageTimesheetsRoute } from "@/app/api/manage/timesheets/route";
import { POST as deliverRoute } from "@/app/api/talent/engagements/[id]/milestones/[mid]/deliver/route";
import { GET as talentMilestonesRoute } from "@/app/api/talent/engagements/[id]/milestones/route";
import { GET as entriesRoute } from "@/app/api/talent/engagements/[id]/time-entries/route";
import { GET as talentPayoutsRoute } from "@/app/api/talent/payouts/route";
import { POST as submitRoute } from "@/app/api/talent/timesheets/[id]/submit/route";
import { GET as talentTimesheetsRoute } from "@/app/api/talent/timesheets/route";
import { todayUtc } from "@/lib/format/date-time";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { closeMonth } from "@/lib/server/invoices/month-close";

import { registeredManager } from "../support/accounts";
import { call } from "../support/api-client";
import { approvedWeek, insertBillingProfiles, invoicesOf, oneEngagement } from "../support/billing-fixtures";
import { companyIdOfClient } from "../support/hiring";
import { describeOnEachDatabase } from "../support/test-db";
import {
  deleteEntry,
  entryParams,
  hourlyEngagement,
  loggedWeek,
  logTime,
  mondayWeeksAgo,
  patchEntry,
} from "../support/timesheet-fixtures";

type Kind = "talent" | "client" | "manager";
type Answer = Awaited<ReturnType<typeof call>>;
type Manager = Awaited<ReturnType<typeof registeredManager>>;
/** One billing call: the kind of account it is for and how to make it with a token. */
type BillingCall = { name: string; kind: Kind; send: (token: string) => Promise<Answer> };

const KINDS: Kind[] = ["talent", "client", "manager"];
const id = (value: number | string) => ({ id: String(value) });
const milestone = (engagementId: number, position: number) => ({ id: String(engagementId), mid: String(position) });
const paid = { paid_on: todayUtc(), reference: "SEPA 1" };

describeOnEachDatabase("billing authorization", ({ db }) => {
  beforeAll(async () => {
    await seedReferenceData(db());
  });

  /**
   * A talent and a client with an hourly engagement (an entry logged last week, a week submitted before it), a
   * project engagement, and an invoice with its payout for September.
   */
  async function billedParties() {
    const hourly = await hourlyEngagement(db());
    const { talent, client } = hourly;
    const entry = await logTime(talent.token, hourly.engagementId, { work_date: mondayWeeksAgo(1), minutes: 60 });
    expect(entry.status, JSON.stringify(entry.body)).toBe(201);
    const submitted = await loggedWeek(db(), hourly, { weekStart: mondayWeeksAgo(2), status: "submitted" });
    const companyId = await companyIdOfClient(db(), client.user.id);
    const project = await oneEngagement(db(), companyId, {
      contractType: "project",
      rateMinor: 300_000,
      startDate: mondayWeeksAgo(3),
      talentId: talent.id,
      milestones: [],
    });
    const billed = await oneEngagement(db(), companyId, {
      contractType: "hourly",
      rateMinor: 5_000,
      startDate: "2026-09-01",
      talentId: talent.id,
    });
    await insertBillingProfiles(db(), [companyId]);
    await approvedWeek(db(), billed.engagementId, "2026-09-07", 120, new Date("2026-09-20T12:00:00Z"));
    await closeMonth(db(), "2026-09", new Date("2026-10-01T06:00:00Z"));
    const [invoice] = await invoicesOf(db(), companyId);
    return {
      talent,
      client,
      engagementId: hourly.engagementId,
      entryId: entry.body.data.id as number,
      openWeekId: entry.body.data.timesheet_id as number,
      submittedWeekId: submitted.id,
      projectId: project.engagementId,
      invoiceId: invoice!.id,
      payoutId: invoice!.payouts[0]!.id,
    };
  }
  type Parties = Awaited<ReturnType<typeof billedParties>>;

  /** Every billing call, each on the parties' own objects. */
  const billingCalls = (p: Parties): BillingCall[] => [
    {
      name: "GET time-entries",
      kind: "talent",
      send: (token) => call(entriesRoute, { token, params: entryParams(p.engagementId) }),
    },
    {
      name: "PATCH time-entry",
      kind: "talent",
      send: (token) => patchEntry(token, p.engagementId, p.entryId, { minutes: 5 }),
    },
    { name: "DELETE time-entry", kind: "talent", send: (token) => deleteEntry(token, p.engagementId, p.entryId) },
    { name: "GET talent timesheets", kind: "talent", send: (token) => call(talentTimesheetsRoute, { token }) },
    {
      name: "POST timesheet submit",
      kind: "talent",
      send: (token) => call(submitRoute, { token, params: id(p.openWeekId), json: {} }),
    },
    {
      name: "GET talent milestones",
      kind: "talent",
      send: (token) => call(talentMilestonesRoute, { token, params: id(p.projectId) }),
    },
    {
      name: "POST milestone deliver",
      kind: "talent",
      send: (token) => call(deliverRoute, { token, params: milestone(p.projectId, 1), json: {} }),
    },
    { name: "GET talent payouts", kind: "talent", send: (token) => call(talentPayoutsRoute, { token }) },
    { name: "GET client timesheets", kind: "client", send: (token) => call(clientTimesheetsRoute, { token }) },
    {
      name: "POST timesheet approve",
      kind: "client",
      send: (token) => call(approveWeekRoute, { token, params: id(p.submittedWeekId), json: {} }),
    },
    {
      name: "POST timesheet dispute",
      kind: "client",
      send: (token) =>
        call(disputeRoute, { token, params: id(p.submittedWeekId), json: { reason: "Tuesday is counted twice." } }),
    },
    {
      name: "GET client milestones",
      kind: "client",
      send: (token) => call(clientMilestonesRoute, { token, params: id(p.projectId) }),
    },
    {
      name: "POST milestone approve",
      kind: "client",
      send: (token) => call(approveMilestoneRoute, { token, params: milestone(p.projectId, 1), json: {} }),
    },
    { name: "GET billing profile", kind: "client", send: (token) => call(readBillingProfileRoute, { token }) },
    {
      name: "PUT billing profile",
      kind: "client",
      send: (token) => call(saveBillingProfileRoute, { token, method: "PUT", json: {} }),
    },
    { name: "GET client invoices", kind: "client", send: (token) => call(clientInvoicesRoute, { token }) },
    {
      name: "GET client invoice",
      kind: "client",
      send: (token) => call(clientInvoiceRoute, { token, params: id(p.invoiceId) }),
    },
    { name: "GET manage invoices", kind: "manager", send: (token) => call(manageInvoicesRoute, { token }) },
    {
      name: "GET manage invoice",
      kind: "manager",
      send: (token) => call(manageInvoiceRoute, { token, params: id(p.invoiceId) }),
    },
    {
      name: "POST invoice paid",
      kind: "manager",
      send: (token) => call(invoicePaidRoute, { token, params: id(p.invoiceId), json: paid }),
    },
    {
      name: "POST invoice void",
      kind: "manager",
      send: (token) => call(voidRoute, { token, params: id(p.invoiceId), json: { reason: "Billed twice" } }),
    },
    { name: "GET manage invoices.csv", kind: "manager", send: (token) => call(invoicesCsvRoute, { token }) },
    { name: "GET manage payouts", kind: "manager", send: (token) => call(managePayoutsRoute, { token }) },
    {
      name: "POST payout paid",
      kind: "manager",
      send: (token) => call(payoutPaidRoute, { token, params: id(p.payoutId), json: paid }),
    },
    { name: "GET manage payouts.csv", kind: "manager", send: (token) => call(payoutsCsvRoute, { token }) },
    { name: "GET manage timesheets", kind: "manager", send: (token) => call(manageTimesheetsRoute, { token }) },
  ];

  const tokensOf = (p: Parties, manager: Manager): Record<Kind, string> => ({
    talent: p.talent.token,
    client: p.client.token,
    manager: manager.token,
  });

  it("answers 401 to each billing call made with another kind of account's token", async () => {
    const parties = await billedParties();
    const tokens = tokensOf(parties, await registeredManager(db()));
    const statuses: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const billing of billingCalls(parties)) {
      for (const kind of KINDS.filter((k) => k !== billing.kind)) {
        statuses[`${billing.name} as ${kind}`] = (await billing.send(tokens[kind])).status;
        expected[`${billing.name} as ${kind}`] = 401;
      }
    }
    expect(statuses).toEqual(expected);
  });

  it("answers 404 to a talent or client for another account's engagement, entry, week, milestone or invoice", async () => {
    const mine = await billedParties();
    const stranger = await billedParties();
    const statuses: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const billing of billingCalls(mine).filter((c) => c.kind !== "manager")) {
      const answer = await billing.send(billing.kind === "talent" ? stranger.talent.token : stranger.client.token);
      statuses[billing.name] = answer.status;
      // A call without an id in its path answers the stranger's own: it is checked below to hold none of mine.
      expected[billing.name] = /^(GET|PUT) (talent|client) (timesheets|payouts|invoices)$|billing profile/.test(
        billing.name,
      )
        ? 200
        : 404;
    }
    // The stranger's own engagement with my entry's id.
    statuses["PATCH crossed time-entry"] = (
      await patchEntry(stranger.talent.token, stranger.engagementId, mine.entryId, { minutes: 5 })
    ).status;
    statuses["DELETE crossed time-entry"] = (
      await deleteEntry(stranger.talent.token, stranger.engagementId, mine.entryId)
    ).status;
    expected["PATCH crossed time-entry"] = 404;
    expected["DELETE crossed time-entry"] = 404;
    // The billing profile is saved whole: {} is refused as input, not as another company's.
    expected["PUT billing profile"] = 422;
    expect(statuses).toEqual(expected);

    const ids = async (route: typeof talentTimesheetsRoute, token: string) =>
      ((await call(route, { token })).body.data as { id: number }[]).map((row) => row.id);
    expect(await ids(talentTimesheetsRoute, stranger.talent.token)).not.toContain(mine.openWeekId);
    expect(await ids(clientTimesheetsRoute, stranger.client.token)).not.toContain(mine.submittedWeekId);
    expect(await ids(talentPayoutsRoute, stranger.talent.token)).not.toContain(mine.payoutId);
    expect(await ids(clientInvoicesRoute, stranger.client.token)).not.toContain(mine.invoiceId);
    // The stranger's lists do hold their own.
    expect(await ids(clientTimesheetsRoute, stranger.client.token)).toContain(stranger.submittedWeekId);
    expect(await ids(talentPayoutsRoute, stranger.talent.token)).toContain(stranger.payoutId);
  });

  it("answers 404 to a manager for an invoice or payout that does not exist", async () => {
    const manager = await registeredManager(db());
    const missing = "987654321";
    expect((await call(manageInvoiceRoute, { token: manager.token, params: id(missing) })).status).toBe(404);
    expect((await call(invoicePaidRoute, { token: manager.token, params: id(missing), json: paid })).status).toBe(404);
    expect(
      (await call(voidRoute, { token: manager.token, params: id(missing), json: { reason: "Billed twice" } })).status,
    ).toBe(404);
    expect((await call(payoutPaidRoute, { token: manager.token, params: id(missing), json: paid })).status).toBe(404);
  });

  it("answers 401 to each billing call once its talent, client or manager is suspended", async () => {
    const parties = await billedParties();
    const lead = await registeredManager(db());
    const manager = await registeredManager(db());
    const tokens = tokensOf(parties, manager);
    const calls = billingCalls(parties);
    // Each token works until its account is suspended.
    for (const list of ["GET talent timesheets", "GET client timesheets", "GET manage invoices"]) {
      const billing = calls.find((c) => c.name === list)!;
      expect((await billing.send(tokens[billing.kind])).status, list).toBe(200);
    }

    for (const kind of ["talent", "client"] as const) {
      const suspended = await call(suspendMember, {
        token: lead.token,
        params: { kind, id: String(parties[kind].user.id) },
        json: { reason: "Fake account" },
      });
      expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
    }
    const suspended = await call(suspendManager, {
      token: lead.token,
      params: id(manager.user.id),
      json: { reason: "Left the team" },
    });
    expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);

    const statuses: Record<string, number> = {};
    for (const billing of calls) statuses[billing.name] = (await billing.send(tokens[billing.kind])).status;
    expect(statuses).toEqual(Object.fromEntries(calls.map((c) => [c.name, 401])));
    // The suspended manager changed nothing: the invoice is still issued and its payout pending.
    const [invoice] = await invoicesOf(db(), await companyIdOfClient(db(), parties.client.user.id));
    expect(invoice).toMatchObject({ status: "issued", payouts: [expect.objectContaining({ status: "pending" })] });
  });
});
