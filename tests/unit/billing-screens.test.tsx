import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { BillingView } from "@/app/(bare)/(area)/recruiter/billing/_components/billing-view";
import { quantityText } from "@/app/(bare)/(area)/recruiter/billing/invoices/[id]/_components/invoice-lines";
import { PayoutsList } from "@/app/(bare)/(area)/talent/payouts/_components/payouts-list";
import { InvoiceStatusBadge } from "@/components/billing/invoice-status-badge";
import { formatPeriod } from "@/lib/format/date-time";
import { payoutBreakdownLines, payoutStatusLine, totalsByCurrency } from "@/lib/payouts/payout-lines";
import type { BillingProfile } from "@/lib/validation/billing-profile";
import type { PayoutJson, UnbilledWorkJson } from "@/lib/validation/payouts";

import { server } from "../support/auth-api-mocks";

beforeEach(() => {
  vi.useRealTimers();
  vi.stubEnv("NEXT_PUBLIC_API_KEY", "unit-test-api-key");
});

const payout = (overrides: Partial<PayoutJson> = {}): PayoutJson => ({
  id: 1,
  month: "2026-11",
  engagement: { id: 9, job_title: "Platform engineer", contract_type: "hourly", company_name: "Acme Labs" },
  currency: "EUR",
  amount_minor: 170_625,
  breakdown: {
    hours_minutes: 2_250,
    hours_minor: 170_625,
    milestones_minor: 0,
    full_time_minor: 0,
    trial_paid_by_platform_minor: 0,
  },
  status: "pending",
  invoice: { id: 4, number: "INV-2026-000004" },
  paid_on: null,
  reference: null,
  ...overrides,
});

const unbilled = (overrides: Partial<UnbilledWorkJson> = {}): UnbilledWorkJson => ({
  engagement: { id: 9, job_title: "Platform engineer", company: "Acme Labs" },
  currency: "EUR",
  amount_minor: 23_625,
  minutes: 270,
  milestones: 0,
  full_time_months: 0,
  waits_for_billing_profile: false,
  ...overrides,
});

const profile: BillingProfile = {
  legal_name: "Acme Labs GmbH",
  address_line1: "Torstraße 1",
  address_line2: null,
  city: "Berlin",
  postal_code: "10119",
  country: "DE",
  vat_id: "DE123456789",
  billing_email: "billing@acme.example",
  updated_at: "2026-11-01T10:00:00.000Z",
};

describe("a payout's lines", () => {
  it("writes hours as h and min and leaves out the parts that are zero", () => {
    expect(payoutBreakdownLines(payout())).toEqual([{ label: "Hours: 37 h 30 min", amount: "€1,706.25" }]);
  });

  it("names the trial weeks Hireloop pays only when there are some", () => {
    const lines = payoutBreakdownLines(
      payout({
        currency: "USD",
        breakdown: {
          hours_minutes: 0,
          hours_minor: 0,
          milestones_minor: 100_000,
          full_time_minor: 250_000,
          trial_paid_by_platform_minor: 50_000,
        },
      }),
    );
    expect(lines).toEqual([
      { label: "Milestones", amount: "$1,000.00" },
      { label: "Full-time", amount: "$2,500.00" },
      { label: "of which trial weeks paid by Hireloop", amount: "$500.00", part: true },
    ]);
  });

  it("says what a pending payout waits for, and when a paid one was paid", () => {
    expect(payoutStatusLine(payout())).toBe("Pending until the client pays invoice INV-2026-000004");
    expect(payoutStatusLine(payout({ status: "payable" }))).toMatch(/^Payable/);
    expect(payoutStatusLine(payout({ status: "paid", paid_on: "2026-12-03" }))).toBe("Paid on 3 December 2026");
    expect(payoutStatusLine(payout({ status: "cancelled" }))).toBe(
      "Cancelled: invoice INV-2026-000004 was voided. The work is billed again on a new invoice, with a new payout.",
    );
  });

  it("totals a month per currency, never across currencies, and leaves cancelled payouts out", () => {
    expect(
      totalsByCurrency([
        payout({ amount_minor: 1_000 }),
        payout({ amount_minor: 2_500 }),
        payout({ currency: "USD", amount_minor: 700 }),
        payout({ currency: "USD", amount_minor: 99_999, status: "cancelled" }),
      ]),
    ).toEqual(["€35.00", "$7.00"]);
  });
});

describe("billing formats", () => {
  it("writes a line's period as short as it reads clearly", () => {
    expect(formatPeriod("2026-11-02", "2026-11-02")).toBe("2 November 2026");
    expect(formatPeriod("2026-11-02", "2026-11-08")).toBe("2–8 November 2026");
    expect(formatPeriod("2026-11-30", "2026-12-06")).toBe("30 November – 6 December 2026");
    expect(formatPeriod("2026-12-28", "2027-01-03")).toBe("28 December 2026 – 3 January 2027");
  });

  it("writes a line's quantity in its unit, without trailing zeros", () => {
    expect(quantityText({ quantity: "37.5000", unit_code: "HUR" })).toBe("37.5 h");
    expect(quantityText({ quantity: "40.0000", unit_code: "HUR" })).toBe("40 h");
    expect(quantityText({ quantity: "1", unit_code: "C62" })).toBe("1");
    expect(quantityText({ quantity: "12.0000", unit_code: "DAY" })).toBe("12 days");
  });

  it.each([
    ["issued", "Issued"],
    ["overdue", "Overdue"],
    ["paid", "Paid"],
    ["void", "Void"],
  ] as const)("labels an %s invoice %s", (status, label) => {
    render(<InvoiceStatusBadge status={status} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });
});

describe("the billing page", () => {
  it("asks for the profile before it exists, refuses a bad VAT id in the browser and shows the server's 422 by its field", async () => {
    const sent: unknown[] = [];
    server.use(
      http.get("*/api/client/billing-profile", () => HttpResponse.json({ data: null })),
      http.get("*/api/client/invoices", () => HttpResponse.json({ data: [] })),
      http.put("*/api/client/billing-profile", async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          { message: "The given data was invalid.", errors: { postal_code: ["No such postal code in Germany."] } },
          { status: 422 },
        );
      }),
    );
    const user = userEvent.setup();
    render(<BillingView />);
    expect(
      await screen.findByText(
        "Add your billing profile: invoices are made out to it, and none is issued before it exists.",
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "No invoices yet" })).toBeInTheDocument();

    await user.type(screen.getByLabelText("Legal name"), "Acme Labs GmbH");
    await user.type(screen.getByLabelText("Address"), "Torstraße 1");
    await user.type(screen.getByLabelText("Postal code"), "00000");
    await user.type(screen.getByLabelText("City"), "Berlin");
    await user.selectOptions(screen.getByLabelText("Country"), "DE");
    expect(within(screen.getByLabelText("Country")).getByRole("option", { name: "Germany" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("VAT id (optional)"), "123");
    await user.type(screen.getByLabelText("Billing email"), "billing@acme.example");
    await user.click(screen.getByRole("button", { name: "Save billing profile" }));
    expect(
      await screen.findByText("A VAT id starts with its two-letter country prefix, e.g. DE123456789."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("VAT id (optional)")).toHaveAttribute("aria-invalid", "true");
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText("VAT id (optional)"));
    await user.type(screen.getByLabelText("VAT id (optional)"), "de 123.456.789");
    await user.click(screen.getByRole("button", { name: "Save billing profile" }));
    expect(await screen.findByText("No such postal code in Germany.")).toBeInTheDocument();
    expect(screen.getByLabelText("Postal code")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Postal code")).toHaveFocus();
    expect(sent).toEqual([
      {
        legal_name: "Acme Labs GmbH",
        address_line1: "Torstraße 1",
        address_line2: null,
        city: "Berlin",
        postal_code: "00000",
        country: "DE",
        vat_id: "DE123456789",
        billing_email: "billing@acme.example",
      },
    ]);
  });

  it("lists the invoices first once the profile exists, each with its total in its currency and its status", async () => {
    server.use(
      http.get("*/api/client/billing-profile", () => HttpResponse.json({ data: profile })),
      http.get("*/api/client/invoices", () =>
        HttpResponse.json({
          data: [
            {
              id: 4,
              number: "INV-2026-000004",
              kind: "invoice",
              month: "2026-11",
              currency: "EUR",
              status: "overdue",
              issued_on: "2026-12-01",
              due_on: "2026-12-15",
              total_minor: 170_625,
              company: { id: 3, name: "Acme Labs" },
              credits_invoice: null,
              credit_note: null,
              paid_on: null,
              payment_reference: null,
              void_reason: null,
              pdf_url: "/api/client/invoices/4.pdf",
              xml_url: "/api/client/invoices/4.xml",
            },
          ],
        }),
      ),
    );
    render(<BillingView />);
    const list = await screen.findByRole("list", { name: "Invoices" });
    expect(within(list).getByRole("link", { name: "Open invoice INV-2026-000004" })).toHaveAttribute(
      "href",
      "/recruiter/billing/invoices/4",
    );
    expect(list).toHaveTextContent("November 2026");
    expect(list).toHaveTextContent("€1,706.25");
    expect(list).toHaveTextContent("Overdue");
    expect(list).toHaveTextContent("Due 15 December 2026");
    expect(within(list).getByRole("button", { name: "Download INV-2026-000004 as PDF" })).toBeInTheDocument();
    expect(screen.queryByText(/Add your billing profile/)).not.toBeInTheDocument();
    expect(screen.getByLabelText("Legal name")).toHaveValue("Acme Labs GmbH");
  });
});

describe("the talent's payouts", () => {
  it("groups payouts by month with a total per currency", async () => {
    server.use(
      http.get("*/api/talent/payouts", () =>
        HttpResponse.json({
          data: [
            payout({ id: 1 }),
            payout({
              id: 2,
              currency: "USD",
              amount_minor: 50_000,
              engagement: { id: 10, job_title: "Designer", contract_type: "project", company_name: "Globex" },
              breakdown: {
                hours_minutes: 0,
                hours_minor: 0,
                milestones_minor: 50_000,
                full_time_minor: 0,
                trial_paid_by_platform_minor: 0,
              },
              status: "paid",
              paid_on: "2026-12-20",
              reference: "TR-88",
            }),
            payout({ id: 3, month: "2026-10", status: "payable" }),
          ],
          meta: { unbilled: [] },
        }),
      ),
    );
    render(<PayoutsList />);
    const november = await screen.findByRole("region", { name: "November 2026" });
    expect(november).toHaveTextContent("Month total: €1,706.25 · $500.00");
    expect(november).toHaveTextContent("Pending until the client pays invoice INV-2026-000004");
    expect(november).toHaveTextContent("Paid on 20 December 2026");
    expect(november).toHaveTextContent("Reference TR-88");
    expect(
      within(november).getByRole("link", { name: "Open the engagement for Designer with Globex" }),
    ).toHaveAttribute("href", "/talent/engagements/10");
    const october = screen.getByRole("region", { name: "October 2026" });
    expect(october).not.toHaveTextContent("Month total");
    expect(october).toHaveTextContent("Payable");
  });

  it("says when there is nothing yet", async () => {
    for (const body of [{ data: [], meta: { unbilled: [] } }, { data: [] }]) {
      server.use(http.get("*/api/talent/payouts", () => HttpResponse.json(body)));
      const { unmount } = render(<PayoutsList />);
      expect(await screen.findByRole("heading", { name: "No payouts yet" })).toBeInTheDocument();
      expect(screen.queryByRole("region", { name: "Not invoiced yet" })).not.toBeInTheDocument();
      unmount();
    }
  });

  it("shows approved work not invoiced yet first, with when it reaches the company's invoice", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-20T12:00:00Z"));
    server.use(
      http.get("*/api/talent/payouts", () =>
        HttpResponse.json({
          data: [payout({ month: "2026-10" })],
          meta: {
            unbilled: [
              unbilled(),
              unbilled({
                engagement: { id: 12, job_title: "Designer", company: "Globex" },
                currency: "USD",
                amount_minor: 87_504,
                minutes: 0,
                milestones: 1,
                waits_for_billing_profile: true,
              }),
            ],
          },
        }),
      ),
    );
    render(<PayoutsList />);
    const section = await screen.findByRole("region", { name: "Not invoiced yet" });
    vi.useRealTimers();
    const [acme, globex] = within(section).getAllByRole("article");
    expect(acme).toHaveTextContent("Platform engineer");
    expect(acme).toHaveTextContent("with Acme Labs");
    expect(acme).toHaveTextContent("Approved: 4 h 30 min");
    expect(acme).toHaveTextContent("€236.25");
    expect(acme).toHaveTextContent("On the company's invoice at the next month close, on 1 December 2026");
    expect(acme).not.toHaveTextContent("Waiting for the company's billing details");
    expect(globex).toHaveTextContent("Approved milestones: 1");
    expect(globex).not.toHaveTextContent("Approved:");
    expect(globex).toHaveTextContent("$875.04");
    expect(globex).toHaveTextContent("Waiting for the company's billing details");
    expect(globex).not.toHaveTextContent("next month close");
    expect(within(globex!).getByRole("link", { name: "Open the engagement for Designer with Globex" })).toHaveAttribute(
      "href",
      "/talent/engagements/12",
    );
    // The payouts follow it.
    expect(screen.getByRole("region", { name: "October 2026" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "No payouts yet" })).not.toBeInTheDocument();
  });
});
