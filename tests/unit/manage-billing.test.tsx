import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { ManageInvoices } from "@/app/(bare)/admin/(console)/invoices/_components/manage-invoices";
import { lastMonthUtc, RunNowButton } from "@/app/(bare)/admin/(console)/runs/_components/run-now-button";
import { todayUtc } from "@/lib/format/date-time";
import type { InvoiceSummary } from "@/lib/validation/invoices";

import { server } from "../support/auth-api-mocks";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

beforeEach(() => {
  vi.stubEnv("NEXT_PUBLIC_API_KEY", "unit-test-api-key");
  window.localStorage.setItem("manager_token", "manager-token-123");
});

const invoice: InvoiceSummary = {
  id: 4,
  number: "INV-2026-000004",
  kind: "invoice",
  month: "2026-11",
  currency: "EUR",
  status: "issued",
  issued_on: "2026-12-01",
  due_on: "2026-12-15",
  total_minor: 170_625,
  company: { id: 3, name: "Acme Labs" },
  credits_invoice: null,
  credit_note: null,
  paid_on: null,
  payment_reference: null,
  void_reason: null,
  pdf_url: "/api/manage/invoices/4.pdf",
  xml_url: "/api/manage/invoices/4.xml",
};
const meta = { page: 1, per_page: 50, total: 1, last_page: 1 };

describe("the console's invoices", () => {
  it("marks an invoice paid with a date and a reference, refusing a day in the future first", async () => {
    const sent: unknown[] = [];
    let current = invoice;
    server.use(
      http.get("*/api/manage/invoices", ({ request }) => {
        expect(new URL(request.url).searchParams.get("month")).toBe("2026-11");
        return HttpResponse.json({ data: [current], meta });
      }),
      http.post("*/api/manage/invoices/4/paid", async ({ request }) => {
        sent.push(await request.json());
        current = { ...invoice, status: "paid", paid_on: todayUtc(), payment_reference: "BANK-1" };
        return HttpResponse.json({ data: current });
      }),
    );
    const user = userEvent.setup();
    render(<ManageInvoices filters={{ month: "2026-11" }} page={1} />);
    const list = await screen.findByRole("list", { name: "Invoices" });
    expect(list).toHaveTextContent("Acme Labs · Nov 2026");
    await user.click(within(list).getByRole("button", { name: "Mark INV-2026-000004 paid" }));
    const dialog = screen.getByRole("dialog", { name: "Mark INV-2026-000004 paid" });
    expect(dialog).toHaveTextContent("Record the payment of €1,706.25 by Acme Labs.");
    const date = within(dialog).getByLabelText("Paid on");
    expect(date).toHaveValue(todayUtc());
    await user.clear(date);
    await user.type(date, "2999-01-01");
    await user.type(within(dialog).getByLabelText("Payment reference"), "BANK-1");
    await user.click(within(dialog).getByRole("button", { name: "Mark paid" }));
    expect(await within(dialog).findByText("The payment date cannot be in the future.")).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(date);
    await user.type(date, todayUtc());
    await user.click(within(dialog).getByRole("button", { name: "Mark paid" }));
    expect(await screen.findByText("INV-2026-000004 is marked paid.")).toBeInTheDocument();
    expect(sent).toEqual([{ paid_on: todayUtc(), reference: "BANK-1" }]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(await screen.findAllByText("Paid")).not.toHaveLength(0);
    expect(within(screen.getByRole("list", { name: "Invoices" })).queryByRole("button", { name: /paid$/ })).toBeNull();
  });

  it("voids an invoice only with a reason, says the work is billed again, and names the credit note", async () => {
    const sent: unknown[] = [];
    server.use(
      http.get("*/api/manage/invoices", () => HttpResponse.json({ data: [invoice], meta })),
      http.post("*/api/manage/invoices/4/void", async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          data: {
            invoice: { ...invoice, status: "void", void_reason: "Billed twice" },
            credit_note: { ...invoice, id: 5, kind: "credit_note", number: "CN-2026-000001", total_minor: -170_625 },
          },
        });
      }),
    );
    const user = userEvent.setup();
    render(<ManageInvoices filters={{}} page={1} />);
    const list = await screen.findByRole("list", { name: "Invoices" });
    await user.click(within(list).getByRole("button", { name: "Void INV-2026-000004" }));
    const dialog = screen.getByRole("dialog", { name: "Void INV-2026-000004?" });
    expect(dialog).toHaveTextContent("A credit note with its own number will be issued");
    expect(dialog).toHaveTextContent("The approved work goes back to be billed at the next month close");
    await user.click(within(dialog).getByRole("button", { name: "Void and issue credit note" }));
    expect(await within(dialog).findByText("Say why the invoice is void.")).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByLabelText("Reason"), "Billed twice");
    await user.click(within(dialog).getByRole("button", { name: "Void and issue credit note" }));
    expect(
      await screen.findByText("INV-2026-000004 is void; credit note CN-2026-000001 is issued."),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ reason: "Billed twice" }]);
  });

  it("says so when no invoice matches the filters", async () => {
    server.use(http.get("*/api/manage/invoices", () => HttpResponse.json({ data: [], meta: { ...meta, total: 0 } })));
    render(<ManageInvoices filters={{ status: "void" }} page={1} />);
    expect(await screen.findByRole("heading", { name: "No invoices match these filters" })).toBeInTheDocument();
  });
});

describe("the month close's Run now", () => {
  it("starts on last month in UTC", () => {
    expect(lastMonthUtc(new Date("2026-12-01T00:30:00Z"))).toBe("2026-11");
    expect(lastMonthUtc(new Date("2027-01-15T12:00:00Z"))).toBe("2026-12");
  });

  it("sends the chosen month", async () => {
    const sent: unknown[] = [];
    server.use(
      http.post("*/api/manage/runs/month-close", async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          data: {
            outcome: "ok",
            summary: "Issued 1 invoice(s).",
            run: {
              name: "weekly-summary",
              schedule: "",
              last_started_at: null,
              last_finished_at: null,
              last_outcome: "ok",
              last_summary: null,
              running: false,
              next_run_at: "2026-12-01T00:00:00.000Z",
            },
          },
        });
      }),
    );
    const user = userEvent.setup();
    render(<RunNowButton name="month-close" label="Month close" withMonth />);
    const month = screen.getByLabelText("Month to close");
    expect(month).toHaveValue(lastMonthUtc());
    await user.clear(month);
    await user.type(month, "2026-11");
    await user.click(screen.getByRole("button", { name: "Run now: Month close" }));
    expect(await screen.findByText("Issued 1 invoice(s).")).toBeInTheDocument();
    expect(sent).toEqual([{ month: "2026-11" }]);
    expect(refresh).toHaveBeenCalled();
  });
});
