import { expect, test } from "@playwright/test";

import { apiTalent } from "../support/auth";
import { signInToConsole } from "../support/console-pages";
import { PageHealth, WIDTHS } from "../support/page-health";

// The console's audit log, metrics, reviews, mail log and runs, in each state a manager meets, at 390 and 1280 px.

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.beforeEach(({ page }) => signInToConsole(page));

    test("admin/audit: the log, an entry's details, no match, and filters that cannot apply", async ({
      page,
      baseURL,
    }) => {
      const health = await PageHealth.watch(page, baseURL!);
      await health.visit("/admin/audit");
      await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Download CSV" })).toBeInViewport();
      await health.check("admin-audit");
      const details = page.locator("summary:visible", { hasText: "Details" }).first();
      await details.scrollIntoViewIfNeeded();
      await expect(details).toBeInViewport();
      await details.click();
      await expect(page.getByText("Before", { exact: true }).locator("visible=true").first()).toBeVisible();
      await health.check("admin-audit--details");
      await health.visit("/admin/audit?from=2001-01-01&to=2001-01-02");
      await expect(page.getByRole("heading", { name: "No entries match these filters" })).toBeVisible();
      await health.check("admin-audit--no-match");
      await health.visit("/admin/audit?from=2001-02-30");
      await expect(page.getByRole("alert").filter({ hasText: "These filters cannot be applied:" })).toContainText(
        "The start date is not a real date.",
      );
      await health.check("admin-audit--invalid");
    });

    test("admin/metrics: the cards and chart, its table, and a year", async ({ page, baseURL }) => {
      const health = await PageHealth.watch(page, baseURL!);
      await health.visit("/admin/metrics");
      await expect(page.getByRole("img", { name: /Weekly activity/ })).toBeVisible();
      await health.check("admin-metrics");
      await expect(page.getByRole("table", { name: "Time to hire (all time)" })).toBeVisible();
      await page.getByText("Show the numbers as a table").click();
      await expect(page.getByRole("table", { name: /^Weekly activity/ })).toBeVisible();
      await health.check("admin-metrics--table");
      await health.visit("/admin/metrics?weeks=52");
      await expect(page.getByRole("link", { name: "52 weeks" })).toHaveAttribute("aria-current", "page");
      await health.check("admin-metrics--52-weeks");
    });

    test("admin/reviews: the list of reviews, or its empty state", async ({ page, baseURL }) => {
      const health = await PageHealth.watch(page, baseURL!);
      await health.visit("/admin/reviews");
      await expect(page.getByRole("heading", { level: 1, name: "Reviews" })).toBeVisible();
      await expect(
        page.getByRole("list", { name: "Reviews" }).or(page.getByRole("heading", { name: "No reviews yet" })),
      ).toBeVisible();
      await health.check("admin-reviews");
    });

    test("admin/notifications: the digest switch, turned off and saved", async ({ page, baseURL }) => {
      const health = await PageHealth.watch(page, baseURL!);
      await health.visit("/admin/notifications");
      await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
      const digest = page.getByRole("switch", { name: /daily digest of what entered/ });
      await expect(digest).toBeInViewport();
      await health.check("admin-notifications");
      await digest.click();
      const save = page.getByRole("button", { name: "Save notification settings" });
      await save.scrollIntoViewIfNeeded();
      await save.click();
      await expect(page.getByText("Notification settings saved.")).toBeVisible();
      await health.check("admin-notifications--saved");
      await page.reload();
      await expect(digest).not.toBeChecked();
      // Back on, for the other tests' manager.
      await digest.click();
      await save.click();
      await expect(page.getByText("Notification settings saved.")).toBeVisible();
    });

    test("admin/mail: the list, a message with its links, and a search with no match", async ({ page, baseURL }) => {
      const talent = await apiTalent(page.request, "Hale", "Thmail");
      const health = await PageHealth.watch(page, baseURL!);
      await health.visit("/admin/mail");
      await expect(page.getByRole("link", { name: /Needs attention/ })).toBeVisible();
      await health.check("admin-mail");
      await health.visit(`/admin/mail?q=${encodeURIComponent(talent.email)}`);
      await page.getByRole("link", { name: "Verify your email address" }).locator("visible=true").first().click();
      await expect(page.getByRole("heading", { level: 1, name: "Verify your email address" })).toBeVisible();
      await health.check("admin-mail--message");
      await health.visit("/admin/mail?q=nothing-matches-this-search&status=parked");
      await expect(page.getByRole("heading", { name: "No mail here" })).toBeVisible();
      await health.check("admin-mail--empty");
      await health.visit("/admin/mail/999999999", 404);
      await health.check("admin-mail--unknown");
    });

    test("admin/runs: the table, and a run started with its summary", async ({ page, baseURL }) => {
      const health = await PageHealth.watch(page, baseURL!);
      await health.visit("/admin/runs");
      await expect(page.getByRole("heading", { level: 1, name: "Runs" })).toBeVisible();
      const runNow = page.getByRole("button", { name: "Run now: Weekly summary" });
      await expect(runNow).toBeVisible();
      await health.check("admin-runs");
      await runNow.click();
      // Both widths may press it at once: the second is told the run is running.
      await expect(page.getByText(/^(Mailed \d+ of|No client has|This run is running now)/).first()).toBeVisible();
      await health.check("admin-runs--ran");
    });
  });
}
