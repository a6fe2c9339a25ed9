import path from "node:path";
import { expect, test, type Page } from "@playwright/test";

import {
  apiBillingProfile,
  apiClientInvoices,
  apiCloseMonth,
  apiMarkPaid,
  apiPayouts,
  approvedWeekEngagement,
  currentMonthUtc,
} from "../support/billing";
import { signInToConsole } from "../support/console-pages";
import { logInClient } from "../support/hiring-api";
import { logInTalent } from "../support/messages";
import { PageHealth, SCREENSHOT_DIR, WIDTHS } from "../support/page-health";

// Billing at 390 and 1280 px: the recruiter's billing page (no profile, refused fields, invoices, loading, failed),
// an invoice and a missing one, the engagements' notice, the talent's payouts (none, loading, each status), and the
// console's invoices and payouts with their dialogs, filters that match nothing or cannot apply, and failures.

const INVOICES_API = /\/api\/manage\/invoices\?/;
const PAYOUTS_API = /\/api\/manage\/payouts\?/;
const EMPTY_PAGE = { data: [], meta: { page: 1, per_page: 50, total: 0, last_page: 1 } };

/**
 * The page at `pathname` while `api` has not answered yet: a plain screenshot (the health check waits for every
 * request), then the answer is let through.
 */
async function shootLoading(page: Page, api: string | RegExp, pathname: string, state: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let answered = () => {};
  const passed = new Promise<void>((resolve) => (answered = resolve));
  await page.route(api, async (route) => {
    await held;
    await route.continue();
    answered();
  });
  await page.goto(pathname);
  await expect(page.getByRole("status").filter({ hasText: "Loading…" }).first()).toBeVisible();
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${width}`, `${state}.png`), fullPage: true });
  release();
  await passed;
  await page.unroute(api);
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("recruiter billing, an invoice, and the talent's payouts are healthy in each state", async ({
      page,
      browser,
      baseURL,
      request,
    }) => {
      test.slow(); // a month close and two people walking a dozen states
      const jobTitle = `Health billing ${viewport.width} ${Date.now().toString(36)}`;
      const { client, talent } = await approvedWeekEngagement(request, jobTitle);

      await logInClient(page, client);
      const health = await PageHealth.watch(page, baseURL!);
      // A stored token is identified by the talent info call first: for a recruiter it answers 401 by design.
      health.allowError("/api/talent/info");
      await health.visit("/recruiter/engagements");
      await expect(page.getByRole("region", { name: "No billing profile yet" })).toBeVisible();
      await health.check("recruiter-engagements--billing-notice");

      await shootLoading(page, "**/api/client/billing-profile", "/recruiter/billing", "recruiter-billing--loading");
      await health.visit("/recruiter/billing");
      await expect(page.getByRole("heading", { name: "No invoices yet" })).toBeVisible();
      await health.check("recruiter-billing--no-profile");
      await page.getByLabel("VAT id (optional)").fill("123");
      await page.getByRole("button", { name: "Save billing profile" }).click();
      await expect(page.getByText("The Legal name field is required.")).toBeVisible();
      await expect(page.getByLabel("Legal name")).toBeFocused();
      await health.check("recruiter-billing--errors");

      // The talent: the approved week waits for the company's billing details.
      const talentPage = await (await browser.newContext({ baseURL, viewport })).newPage();
      await logInTalent(talentPage, talent.email);
      const payouts = await PageHealth.watch(talentPage, baseURL!);
      await payouts.visit("/talent/payouts");
      const unbilled = talentPage.getByRole("region", { name: "Not invoiced yet" });
      await expect(unbilled).toContainText("Approved: 4 h");
      await expect(unbilled).toContainText("Waiting for the company's billing details");
      await payouts.check("talent-payouts--unbilled");

      await apiBillingProfile(request, client.token);
      await apiCloseMonth(request, currentMonthUtc());
      const [invoice] = await apiClientInvoices(request, client.token);
      expect(invoice).toBeDefined();
      await health.visit("/recruiter/billing");
      await expect(page.getByRole("link", { name: `Open invoice ${invoice!.number}` })).toBeVisible();
      await expect(page.getByRole("region", { name: "No billing profile yet" })).toHaveCount(0);
      await health.check("recruiter-billing--invoices");

      await health.visit(`/recruiter/billing/invoices/${invoice!.id}`);
      await expect(page.getByRole("heading", { level: 1, name: `Invoice ${invoice!.number}` })).toBeVisible();
      await health.check("recruiter-invoice");
      health.allowError("/api/client/invoices/999999999");
      await health.visit("/recruiter/billing/invoices/999999999");
      await expect(page.getByRole("heading", { name: "This invoice could not be found." })).toBeVisible();
      await health.check("recruiter-invoice--missing");

      health.allowError("/api/client/invoices");
      await page.route("**/api/client/invoices", (route) => route.fulfill({ status: 500, json: { message: "Down" } }));
      await health.visit("/recruiter/billing");
      await expect(page.getByRole("alert").filter({ hasText: "Your invoices could not be loaded." })).toBeVisible();
      await health.check("recruiter-billing--failed");
      await page.unroute("**/api/client/invoices");

      // The talent: payouts pending on the invoice, then payable once it is paid.
      await shootLoading(talentPage, "**/api/talent/payouts", "/talent/payouts", "talent-payouts--loading");
      await payouts.visit("/talent/payouts");
      await expect(talentPage.getByText(`Pending until the client pays invoice ${invoice!.number}`)).toBeVisible();
      await payouts.check("talent-payouts--pending");
      await apiMarkPaid(request, "invoices", invoice!.id);
      await payouts.visit("/talent/payouts");
      await expect(talentPage.getByText("Payable: Hireloop transfers it soon")).toBeVisible();
      await payouts.check("talent-payouts--payable");
      const [payout] = await apiPayouts(request, talent.token);
      await apiMarkPaid(request, "payouts", payout!.id);
      await payouts.visit("/talent/payouts");
      await expect(talentPage.getByText(/^Paid on /)).toBeVisible();
      await payouts.check("talent-payouts--paid");
      await talentPage.route("**/api/talent/payouts", (route) => route.fulfill({ json: { data: [] } }));
      await payouts.visit("/talent/payouts");
      await expect(talentPage.getByRole("heading", { name: "No payouts yet" })).toBeVisible();
      await payouts.check("talent-payouts--empty");
      payouts.allowError("/api/talent/payouts");
      await talentPage.route("**/api/talent/payouts", (route) => route.fulfill({ status: 500, json: {} }));
      await payouts.visit("/talent/payouts");
      await expect(
        talentPage.getByRole("alert").filter({ hasText: "Your payouts could not be loaded." }),
      ).toBeVisible();
      await payouts.check("talent-payouts--failed");
    });

    test("the console's invoices and payouts, with their dialogs, filters and failures, are healthy", async ({
      page,
      baseURL,
      request,
    }) => {
      test.slow();
      const jobTitle = `Console billing ${viewport.width} ${Date.now().toString(36)}`;
      const { client, talent } = await approvedWeekEngagement(request, jobTitle, "Payee");
      await apiBillingProfile(request, client.token);
      await apiCloseMonth(request, currentMonthUtc());
      const [invoice] = await apiClientInvoices(request, client.token);

      await signInToConsole(page);
      const health = await PageHealth.watch(page, baseURL!);
      await shootLoading(page, INVOICES_API, "/admin/invoices", "admin-invoices--loading");
      await health.visit(`/admin/invoices?month=${currentMonthUtc()}`);
      const markPaid = page.getByRole("button", { name: `Mark ${invoice!.number} paid` });
      await expect(markPaid).toBeVisible();
      await health.check("admin-invoices");
      await markPaid.click();
      const paidDialog = page.getByRole("dialog", { name: `Mark ${invoice!.number} paid` });
      await paidDialog.getByRole("button", { name: "Mark paid" }).click();
      await expect(paidDialog.getByText("Give the payment's reference.")).toBeVisible();
      await health.check("admin-invoices--mark-paid-dialog", { fullPage: false });
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: `Void ${invoice!.number}` }).click();
      const voidDialog = page.getByRole("dialog", { name: `Void ${invoice!.number}?` });
      await voidDialog.getByRole("button", { name: "Void and issue credit note" }).click();
      await expect(voidDialog.getByText("Say why the invoice is void.")).toBeVisible();
      await health.check("admin-invoices--void-dialog", { fullPage: false });
      await page.keyboard.press("Escape");

      await health.visit("/admin/invoices?month=2001-01");
      await expect(page.getByRole("heading", { name: "No invoices match these filters" })).toBeVisible();
      await health.check("admin-invoices--no-match");
      await health.visit("/admin/invoices?month=2026-13&status=late");
      await expect(page.getByRole("alert").filter({ hasText: "These filters cannot be applied:" })).toBeVisible();
      await health.check("admin-invoices--invalid");
      await page.route(INVOICES_API, (route) => route.fulfill({ json: EMPTY_PAGE }));
      await health.visit("/admin/invoices");
      await expect(page.getByRole("heading", { name: "No invoices yet" })).toBeVisible();
      await health.check("admin-invoices--empty");
      health.allowError("/api/manage/invoices?page=1");
      await page.route(INVOICES_API, (route) => route.fulfill({ status: 500, json: {} }));
      await health.visit("/admin/invoices");
      await expect(page.getByRole("alert").filter({ hasText: "The invoices could not be loaded." })).toBeVisible();
      await health.check("admin-invoices--failed");
      await page.unroute(INVOICES_API);

      await apiMarkPaid(request, "invoices", invoice!.id);
      await health.visit("/admin/payouts");
      const payout = page.getByRole("button", { name: new RegExp(`^Mark ${talent.name}'s payout for ${jobTitle},`) });
      await expect(payout).toBeVisible();
      await health.check("admin-payouts");
      await payout.click();
      await expect(page.getByRole("dialog", { name: "Mark the payout paid" })).toBeVisible();
      await health.check("admin-payouts--mark-paid-dialog", { fullPage: false });
      await page.keyboard.press("Escape");
      await health.visit("/admin/payouts?status=owed");
      await expect(page.getByRole("alert").filter({ hasText: "This filter cannot be applied:" })).toBeVisible();
      await health.check("admin-payouts--invalid");
      await page.route(PAYOUTS_API, (route) => route.fulfill({ json: EMPTY_PAGE }));
      await health.visit("/admin/payouts?status=cancelled");
      await expect(page.getByRole("heading", { name: "No payouts match this filter" })).toBeVisible();
      await health.check("admin-payouts--no-match");
      health.allowError("/api/manage/payouts?page=1");
      await page.route(PAYOUTS_API, (route) => route.fulfill({ status: 500, json: {} }));
      await health.visit("/admin/payouts");
      await expect(page.getByRole("alert").filter({ hasText: "The payouts could not be loaded." })).toBeVisible();
      await health.check("admin-payouts--failed");
    });
  });
}
