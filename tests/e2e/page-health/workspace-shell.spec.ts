import { expect, test } from "@playwright/test";

import { PageHealth, WIDTHS } from "../support/page-health";
import { loggedInRecruiter, loggedInTalent } from "../support/workspace";

// The signed-in workspaces at 390 and 1280 px: each page, its drawer (phones), its collapsed sidebar
// (desktop) and the user menu, looked at as a person would (see support/page-health.ts for the checks).

/** Every overlay and state of the shell on the page shown now, each checked and photographed. */
async function checkShell(health: PageHealth, state: string, userName: string) {
  const { page } = health;
  await health.check(state);
  const phone = await page.getByRole("button", { name: "Open navigation" }).isVisible();
  if (phone) {
    await page.getByRole("button", { name: "Open navigation" }).click();
    await expect(page.getByRole("dialog", { name: "Navigation" })).toBeVisible();
    await health.check(`${state}--drawer-open`, { fullPage: false });
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Navigation" })).toBeHidden();
  } else {
    await page.getByRole("button", { name: "Collapse sidebar" }).click();
    await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
    await health.check(`${state}--collapsed`);
    await page.getByRole("button", { name: "Expand sidebar" }).click();
  }
  const menu = page.getByRole("button", { name: userName, exact: true });
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("menuitem", { name: "Logout" })).toBeInViewport();
  await health.check(`${state}--user-menu-open`, { fullPage: false });
  await page.keyboard.press("Escape");
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a talent's Overview (incomplete profile) and Account are healthy", async ({ page, baseURL }) => {
      const health = await PageHealth.watch(page, baseURL!);
      await loggedInTalent(page, "Wanda", "Shell");
      await health.visit("/talent");
      await expect(page.getByRole("link", { name: "Continue your profile" })).toBeVisible();
      await expect(
        page.getByRole("region", { name: "Vetting" }).getByRole("button", { name: "Submit for vetting" }),
      ).toBeDisabled();
      await checkShell(health, "talent-overview", "Wanda Shell");

      await health.visit("/talent/account");
      await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
      await checkShell(health, "talent-account", "Wanda Shell");
    });

    test("a recruiter's Overview is healthy", async ({ page, baseURL }) => {
      const health = await PageHealth.watch(page, baseURL!);
      // At start-up the stored token is identified by the talent info call first, then the client's (the
      // spec's order): for a recruiter the first one answers 401 by design.
      health.allowError("/api/talent/info");
      await loggedInRecruiter(page, "Rex", "Shell");
      await health.visit("/recruiter");
      await expect(page.getByRole("heading", { name: "Welcome back, Rex Shell" })).toBeVisible();
      await checkShell(health, "recruiter-overview", "Rex Shell");
    });
  });
}
