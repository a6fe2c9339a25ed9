import fs from "node:fs/promises";
import path from "node:path";
import { expect, test, type Download, type Page } from "@playwright/test";
import { PDFParse } from "pdf-parse";

import { API_KEY, atPath } from "./support/auth";
import { BILLING_PROFILE, currentMonthUtc } from "./support/billing";
import { openConsole } from "./support/console-pages";
import { dayIn, inZone } from "./support/engagements";
import { logInClient } from "./support/hiring-api";
import { logInTalent } from "./support/messages";
import { COMPANY_ZONE, engaged } from "./support/timesheets";

// One invoice, end to end, every step on a screen: a talent logs 4 hours today and submits the week, the client
// approves it and adds its billing profile (a wrong VAT id refused first), a manager closes the month from the
// console's Runs page, the client opens the invoice and downloads its PDF and its EN 16931 XML, the manager exports
// the month's invoices as CSV and marks the invoice paid, the talent's payout turns payable, and the manager records
// the transfer. Screenshots of each state at 390 and 1280 px.

const SHOTS = path.join("test-results", "billing");

async function shoot(page: Page, state: string) {
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // From the top: a page scrolled to a focused field would draw its sticky header mid-shot.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(SHOTS, `${state}--${width}.png`), fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

const monthName = (month: string) =>
  new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

async function saved(download: Download): Promise<Buffer> {
  const file = await download.path();
  return fs.readFile(file);
}

async function pdfText(download: Download): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await saved(download)) });
  try {
    // Lines wrap where the page ends them: compare words, not line breaks.
    return (await parser.getText()).text.replace(/\s+/g, " ");
  } finally {
    await parser.destroy();
  }
}

/** The XML's amounts in minor units: every line's net amount and the amount payable. */
function ublAmounts(ubl: string): { lines: number[]; payable: number } {
  const minor = (text: string) => Math.round(Number(text) * 100);
  const lines = [...ubl.matchAll(/<cac:InvoiceLine>[\s\S]*?<cbc:LineExtensionAmount[^>]*>([\d.-]+)</g)].map((match) =>
    minor(match[1]!),
  );
  const payable = ubl.match(/<cbc:PayableAmount currencyID="USD">([\d.-]+)<\/cbc:PayableAmount>/);
  expect(payable, "the XML states the amount payable in dollars").not.toBeNull();
  return { lines, payable: minor(payable![1]!) };
}

test("a month's invoice goes from the billing profile to a paid payout", async ({ browser, baseURL, request }) => {
  test.setTimeout(240_000);
  const jobTitle = `Billing engineer ${Date.now().toString(36)}`;
  const { client, talent, engagementId } = await engaged(request, {
    title: jobTitle,
    talentZone: COMPANY_ZONE,
    daysBack: 10,
    cap: 40,
    talentLastName: "Billing",
  });
  const month = currentMonthUtc();

  // The talent logs today's work on the engagement's timesheet and submits the week.
  const applicant = await (await inZone(browser, baseURL!, COMPANY_ZONE)).newPage();
  await logInTalent(applicant, talent.email);
  await applicant.goto(`/talent/engagements/${engagementId}`);
  const sheet = applicant.getByRole("region", { name: "Timesheet" });
  const form = sheet.getByRole("region", { name: "Log time" });
  await expect(form.getByLabel("Date")).toHaveValue(dayIn(COMPANY_ZONE));
  await form.getByLabel("Hours").fill("4");
  await form.getByLabel("What did you do?").fill("Built the invoice export.");
  await form.getByRole("button", { name: "Log time" }).click();
  await expect(form.getByRole("status")).toHaveText(/^Logged 4 h on /);
  await shoot(applicant, "talent-week-logged");
  await sheet.getByRole("button", { name: "Submit week" }).click();
  const submit = applicant.getByRole("dialog", { name: "Submit this week?" });
  await submit.getByRole("button", { name: "Submit week" }).click();
  await expect(submit).toBeHidden();
  await expect(sheet.getByText(/^Waiting for .* to review it: approved automatically on /)).toBeVisible();
  await expect(sheet.getByRole("button", { name: "Submit week" })).toHaveCount(0);

  // The client approves the talent's week where the weeks to review wait.
  const recruiter = await (await inZone(browser, baseURL!, "Europe/Berlin")).newPage();
  await logInClient(recruiter, client);
  await recruiter.goto("/recruiter/timesheets");
  const approveWeek = recruiter.getByRole("button", { name: /^Approve the week of / });
  await expect(approveWeek).toHaveCount(1);
  await approveWeek.click();
  const approveDialog = recruiter.getByRole("dialog", { name: "Approve this week?" });
  await approveDialog.getByRole("button", { name: "Approve" }).click();
  await expect(approveDialog).toBeHidden();
  await expect(recruiter.getByRole("button", { name: /^Approve the week of / })).toHaveCount(0);

  // The talent sees the approved hours waiting for the company's billing details.
  await applicant.goto("/talent/payouts");
  const unbilled = applicant.getByRole("region", { name: "Not invoiced yet" });
  await expect(unbilled).toContainText(jobTitle);
  await expect(unbilled).toContainText("Approved: 4 h");
  await expect(unbilled).toContainText("Waiting for the company's billing details");
  await shoot(applicant, "talent-payouts-unbilled");

  // The client is told on the engagements page that nothing is invoiced before the billing profile exists.
  await recruiter.goto("/recruiter/engagements");
  const notice = recruiter.getByRole("region", { name: "No billing profile yet" });
  await expect(notice).toContainText("none is issued before it exists");
  await notice.getByRole("link", { name: "Add billing profile" }).click();
  await expect(recruiter).toHaveURL(atPath("/recruiter/billing"));
  await expect(recruiter.getByRole("region", { name: "No billing profile yet" })).toBeVisible();
  await expect(recruiter.getByRole("heading", { name: "No invoices yet" })).toBeVisible();
  await shoot(recruiter, "client-billing-empty");

  // A VAT id without its country prefix is refused, by the field, with the message the API's 422 gives too.
  await recruiter.getByLabel("Legal name").fill(BILLING_PROFILE.legal_name);
  await recruiter.getByLabel("Address", { exact: true }).fill(BILLING_PROFILE.address_line1);
  await recruiter.getByLabel("Postal code").fill(BILLING_PROFILE.postal_code);
  await recruiter.getByLabel("City").fill(BILLING_PROFILE.city);
  await recruiter.getByLabel("Country").selectOption({ label: "Germany" });
  await recruiter.getByLabel("VAT id (optional)").fill("123456789");
  await recruiter.getByLabel("Billing email").fill(BILLING_PROFILE.billing_email);
  await recruiter.getByRole("button", { name: "Save billing profile" }).click();
  const vatError = "A VAT id starts with its two-letter country prefix, e.g. DE123456789.";
  await expect(recruiter.getByText(vatError)).toBeVisible();
  await expect(recruiter.getByLabel("VAT id (optional)")).toHaveAttribute("aria-invalid", "true");
  const refused = await request.put("/api/client/billing-profile", {
    headers: { "X-API-KEY": API_KEY, Authorization: `Bearer ${client.token}` },
    data: { ...BILLING_PROFILE, vat_id: "123456789" },
  });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).errors.vat_id).toEqual([vatError]);
  await shoot(recruiter, "client-billing-vat-refused");

  await recruiter.getByLabel("VAT id (optional)").fill("de 123 456 789");
  await recruiter.getByRole("button", { name: "Save billing profile" }).click();
  await expect(recruiter.getByText("Billing profile saved.")).toBeVisible();
  await expect(recruiter.getByLabel("VAT id (optional)")).toHaveValue("DE123456789");
  await expect(recruiter.getByRole("region", { name: "No billing profile yet" })).toHaveCount(0);

  // A manager closes this month from the Runs page.
  const manager = await (await inZone(browser, baseURL!, "UTC")).newPage();
  await openConsole(manager, "/admin/runs");
  const row = manager.getByRole("row").filter({ has: manager.getByRole("rowheader", { name: "Month close" }) });
  await row.getByLabel("Month to close").fill(month);
  await shoot(manager, "console-runs-month-close");
  await row.getByRole("button", { name: "Run now: Month close" }).click();
  await expect(row.getByRole("button", { name: "Run now: Month close" })).toHaveText("Run now", { timeout: 60_000 });
  await expect(row.locator('p[aria-live="polite"]')).not.toBeEmpty();
  await expect(row.locator('p[aria-live="polite"]')).toHaveClass(/text-emerald-800/);

  // The client sees the invoice, opens it and downloads both files.
  await recruiter.reload();
  const invoices = recruiter.getByRole("table", { name: "Invoices" });
  const link = invoices.getByRole("link", { name: /^Open invoice INV-\d{4}-\d{6}$/ });
  await expect(link).toHaveCount(1);
  const number = (await link.textContent())!.trim();
  const invoiceRow = invoices.getByRole("row").filter({ hasText: number });
  await expect(invoiceRow).toContainText(monthName(month));
  await expect(invoiceRow).toContainText("Issued");
  await expect(invoiceRow).toContainText("$");
  await shoot(recruiter, "client-billing-invoice");
  await link.click();
  await expect(recruiter).toHaveURL(/\/recruiter\/billing\/invoices\/\d+$/);
  await expect(recruiter.getByRole("heading", { level: 1, name: `Invoice ${number}` })).toBeVisible();
  await expect(recruiter.getByRole("region", { name: "Billed to" })).toContainText("Pipeline Labs GmbH");
  await expect(recruiter.getByRole("region", { name: "Billed to" })).toContainText("VAT id DE123456789");
  await expect(recruiter.getByRole("table", { name: "Lines" })).toContainText(jobTitle);
  await shoot(recruiter, "client-invoice");

  const [pdf] = await Promise.all([
    recruiter.waitForEvent("download"),
    recruiter.getByRole("button", { name: "Download PDF" }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(new RegExp(`^${number}.*\\.pdf$`));
  expect((await saved(pdf)).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const printed = await pdfText(pdf);
  for (const text of [number, "Pipeline Labs GmbH", "DE123456789", jobTitle]) expect(printed).toContain(text);
  const [xml] = await Promise.all([
    recruiter.waitForEvent("download"),
    recruiter.getByRole("button", { name: "Download XML (EN 16931)" }).click(),
  ]);
  expect(xml.suggestedFilename()).toMatch(new RegExp(`^${number}.*\\.xml$`));
  const ubl = (await saved(xml)).toString("utf8");
  expect(ubl).toContain("<Invoice");
  expect(ubl).toContain("urn:cen.eu:en16931:2017");
  expect(ubl).toContain(number);
  const amounts = ublAmounts(ubl);
  expect(amounts.lines).toHaveLength(1);
  expect(amounts.payable).toBeGreaterThan(0);
  expect(amounts.payable).toBe(amounts.lines.reduce((sum, amount) => sum + amount, 0));

  // The talent's payout waits for that invoice.
  await applicant.goto("/talent/payouts");
  const payoutMonth = applicant.getByRole("region", { name: monthName(month) });
  await expect(payoutMonth).toContainText(jobTitle);
  await expect(payoutMonth).toContainText(`Pending until the client pays invoice ${number}`);
  await expect(payoutMonth).toContainText("Hours: 4 h");
  await expect(applicant.getByRole("region", { name: "Not invoiced yet" })).toHaveCount(0);
  await shoot(applicant, "talent-payouts-pending");

  // The manager exports the month's invoices and downloads this one's PDF, then records the client's payment.
  await manager.goto(`/admin/invoices?month=${month}`);
  const consoleRow = manager.getByRole("row").filter({ has: manager.getByRole("rowheader", { name: number }) });
  const [csv] = await Promise.all([
    manager.waitForEvent("download"),
    manager.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = (await saved(csv)).toString("utf8").split(/\r?\n/);
  expect(exported[0]).toMatch(/^number,kind,company,month,currency,status,/);
  expect(exported.find((line) => line.startsWith(`${number},`))).toContain(`,invoice,`);
  const [consolePdf] = await Promise.all([
    manager.waitForEvent("download"),
    consoleRow.getByRole("button", { name: `Download ${number} as PDF` }).click(),
  ]);
  expect(await pdfText(consolePdf)).toContain(number);
  await consoleRow.getByRole("button", { name: `Mark ${number} paid` }).click();
  const markPaid = manager.getByRole("dialog", { name: `Mark ${number} paid` });
  await markPaid.getByLabel("Payment reference").fill("SEPA-2026-0042");
  await shoot(manager, "console-invoice-mark-paid");
  await markPaid.getByRole("button", { name: "Mark paid" }).click();
  await expect(markPaid).toBeHidden();
  await expect(manager.getByText(`${number} is marked paid.`)).toBeVisible();
  await expect(consoleRow).toContainText("Paid");
  await shoot(manager, "console-invoices");

  await recruiter.goto("/recruiter/billing");
  await expect(
    recruiter.getByRole("table", { name: "Invoices" }).getByRole("row").filter({ hasText: number }),
  ).toContainText("Paid");

  // The talent's payout is payable now; the manager records the transfer.
  await applicant.reload();
  await expect(payoutMonth).toContainText("Payable");
  await shoot(applicant, "talent-payouts-payable");
  await manager.goto("/admin/payouts?status=payable");
  const payout = manager.getByRole("button", {
    name: `Mark ${talent.name}'s payout for ${jobTitle}, ${monthName(month)}, paid`,
  });
  await payout.click();
  const markPayout = manager.getByRole("dialog", { name: "Mark the payout paid" });
  await markPayout.getByLabel("Payment reference").fill("WISE-77");
  await markPayout.getByRole("button", { name: "Mark paid" }).click();
  await expect(markPayout).toBeHidden();
  await expect(manager.getByText("The payout is marked paid.")).toBeVisible();
  await shoot(manager, "console-payouts");

  await applicant.reload();
  await expect(payoutMonth).toContainText(/Paid on \d{1,2} \w+ \d{4}/);
  await expect(payoutMonth).toContainText("Reference WISE-77");
  await shoot(applicant, "talent-payouts-paid");
});
