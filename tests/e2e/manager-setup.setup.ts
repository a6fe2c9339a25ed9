import { expect, test } from "@playwright/test";

import { E2E_MANAGER, setupLinkFromLog } from "./support/manager";

// Runs before every other project (playwright.config.ts): what a newcomer on the embedded database does.
test("the setup link from the server log creates the first manager, once", async ({ page, browser }) => {
  const link = await setupLinkFromLog();
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { name: "Create the first manager" })).toBeVisible();
  await page.getByLabel("First name").fill(E2E_MANAGER.first_name);
  await page.getByLabel("Last name").fill(E2E_MANAGER.last_name);
  await page.getByLabel("Email").fill(E2E_MANAGER.email);
  await page.getByLabel("Password").fill(E2E_MANAGER.password);
  const create = page.getByRole("button", { name: "Create manager account" });
  await expect(create).toBeInViewport();
  await create.click();

  await expect(page).toHaveURL(/\/admin\/vetting$/);
  const sidebar = page.getByRole("navigation", { name: "Workspace" }).first();
  for (const item of ["Vetting", "Jobs", "Accounts", "Audit log", "Metrics", "Mail"])
    await expect(sidebar.getByRole("link", { name: item })).toBeVisible();
  await expect(page.getByRole("button", { name: `${E2E_MANAGER.first_name} ${E2E_MANAGER.last_name}` })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("manager_token"))).toBeTruthy();

  // Single use: the same link now explains itself, in a browser that is not signed in.
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await other.goto(`${link.pathname}${link.search}`);
  await expect(other.getByRole("heading", { name: "This setup link cannot be used" })).toBeVisible();
  await other.goto("/admin");
  await expect(other.getByRole("heading", { name: "Manager console" })).toBeVisible();
  await expect(other.getByText("No manager yet?")).toHaveCount(0);
  await stranger.close();
});
