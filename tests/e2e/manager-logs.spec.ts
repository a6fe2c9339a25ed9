import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";

import { apiTalent } from "./support/auth";
import { openConsole } from "./support/console-pages";
import { linkTo, waitForMail } from "./support/mail";

const sidebarLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Workspace" }).first().getByRole("link", { name });

test("a talent's verification mail is in the console's mail log with its link redacted; the mail's own link verifies", async ({
  page,
}) => {
  // Several pages and a delivered mail: more than the default 30 s on a loaded machine.
  test.slow();
  const talent = await apiTalent(page.request, "Mae", "Lbox");
  await openConsole(page, "/admin/metrics");

  await sidebarLink(page, "Mail").click();
  await expect(page.getByRole("heading", { level: 1, name: "Mail" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search by recipient or subject" }).fill(talent.email);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/admin\/mail\?q=/);
  const subject = page.getByRole("link", { name: "Verify your email address" }).first();
  await expect(subject).toBeInViewport();
  await expect(page.getByRole("cell", { name: talent.email })).toBeVisible();
  await subject.click();

  await expect(page.getByRole("heading", { level: 1, name: "Verify your email address" })).toBeVisible();
  await expect(page.getByText(talent.email)).toBeVisible();
  const links = page.getByRole("region", { name: "Links in this message" });
  await expect(links.getByText(/\/verify-email\?token=\[redacted\]&type=talent/)).toBeInViewport();
  await expect(links.getByRole("link", { name: /verify-email/ })).toHaveCount(0);
  await expect(page.getByText(/token=[A-Za-z0-9_-]{16,}/)).toHaveCount(0);

  // Only the mail its recipient got carries the live link.
  const mail = await waitForMail(talent.email, /Verify your email/);
  const live = new URL(linkTo(mail, "/verify-email"));
  await page.goto(`${live.pathname}${live.search}`);
  await expect(page.getByRole("heading", { name: "Your email is verified" })).toBeVisible();

  // Opening the message is in the audit log.
  await page.goto(`/admin/audit?${new URLSearchParams({ action: "mail.read" })}`);
  await expect(page.getByRole("row").filter({ hasText: "mail.read" }).first()).toBeVisible();
});

test("the manager reads the audit log, filters it by action and downloads it as CSV", async ({ page }) => {
  await openConsole(page, "/admin/mail");
  await sidebarLink(page, "Audit log").click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();

  // The first manager's setup is the first entry any console has.
  await page.getByLabel("Action").selectOption("manager.setup");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/[?&]action=manager\.setup/);
  const row = page.getByRole("row").filter({ hasText: "manager.setup" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("mira.manager@example.com");
  await row.getByText("Details").click();
  await expect(row.getByText('"email": "mira.manager@example.com"')).toBeVisible();

  const button = page.getByRole("button", { name: "Download CSV" });
  await expect(button).toBeInViewport();
  const downloading = page.waitForEvent("download");
  await button.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, "utf8");
  const lines = csv.split("\r\n");
  expect(lines[0]).toBe("at,manager,manager_email,action,target_kind,target_id,before,after");
  expect(lines.slice(1).filter(Boolean)).toHaveLength(1);
  expect(lines[1]).toContain(",Mira Manager,mira.manager@example.com,manager.setup,manager,");
});

test("the metrics page draws the weekly chart, a point per week and series, and its numbers as a table", async ({
  page,
}) => {
  await openConsole(page, "/admin/audit");
  await sidebarLink(page, "Metrics").click();
  await expect(page.getByRole("heading", { level: 1, name: "Metrics" })).toBeVisible();
  const chart = page.getByRole("img", { name: /Weekly activity over the last 12 weeks/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator("circle")).toHaveCount(12 * 6);
  await page.getByRole("link", { name: "4 weeks" }).click();
  await expect(page).toHaveURL(/\/admin\/metrics\?weeks=4$/);
  await expect(page.getByRole("img", { name: /last 4 weeks/ }).locator("circle")).toHaveCount(4 * 6);
  await page.getByText("Show the numbers as a table").click();
  const weekly = page.getByRole("table", { name: /^Weekly activity/ });
  await expect(weekly).toBeVisible();
  await expect(weekly.getByRole("row")).toHaveCount(5);
});
