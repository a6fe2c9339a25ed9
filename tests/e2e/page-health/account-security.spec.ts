import { expect, test } from "@playwright/test";

import { PASSWORD } from "../support/auth";
import { PageHealth, WIDTHS } from "../support/page-health";
import { loggedInRecruiter, loggedInTalent } from "../support/workspace";

// The Password and Sessions cards of both account pages, in each state, at 390 and 1280 px.

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("talent account: the Password card's errors and success, the Sessions dialog", async ({ page, baseURL }) => {
      test.setTimeout(90_000);
      const health = await PageHealth.watch(page, baseURL!);
      await loggedInTalent(page, "Tia", "Cards");
      await health.visit("/talent/account");
      await expect(page.getByRole("heading", { level: 2, name: "Password" })).toBeVisible();
      await page.getByRole("heading", { level: 2, name: "Password" }).scrollIntoViewIfNeeded();
      await health.check("talent-account--password");

      health.allowError("/api/talent/password");
      await page
        .getByRole("region", { name: "Password", exact: true })
        .getByLabel("Current password")
        .fill("not-my-password");
      await page.getByLabel("New password", { exact: true }).fill("amber-compass-58");
      await page.getByLabel("Confirm new password").fill("amber-compass-59");
      await page.getByRole("button", { name: "Change password" }).click();
      await expect(page.getByLabel("Confirm new password")).toHaveAccessibleDescription("The passwords do not match.");
      await page.getByLabel("Confirm new password").fill("amber-compass-58");
      await page.getByRole("button", { name: "Change password" }).click();
      await expect(
        page.getByRole("region", { name: "Password", exact: true }).getByLabel("Current password"),
      ).toHaveAccessibleDescription("The current password is incorrect.");
      await health.check("talent-account--password-wrong");

      await page.getByRole("region", { name: "Password", exact: true }).getByLabel("Current password").fill(PASSWORD);
      await page.getByRole("button", { name: "Change password" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Password changed." })).toBeInViewport();
      await health.check("talent-account--password-changed");

      await page.getByRole("button", { name: "Log out everywhere" }).click();
      await expect(page.getByRole("dialog", { name: "Log out everywhere?" })).toBeInViewport();
      await health.check("talent-account--logout-everywhere-dialog");
    });

    test("recruiter account: details, Email, Password, Sessions and Delete account cards", async ({
      page,
      baseURL,
    }) => {
      const health = await PageHealth.watch(page, baseURL!);
      health.allowError("/api/talent/info");
      await loggedInRecruiter(page, "Ria", "Cards");
      await health.visit("/recruiter/account");
      await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
      await expect(page.getByText("Shell Check Ltd")).toBeVisible();
      await health.check("recruiter-account");
      await page.getByRole("button", { name: "Log out everywhere" }).click();
      await expect(page.getByRole("dialog", { name: "Log out everywhere?" })).toBeInViewport();
      await health.check("recruiter-account--logout-everywhere-dialog");
      await page.keyboard.press("Escape");
      await page
        .getByRole("region", { name: "Delete account" })
        .getByRole("button", { name: "Delete account" })
        .click();
      const dialog = page.getByRole("dialog", { name: "Delete your account?" });
      await expect(dialog.getByLabel("Current password")).toBeInViewport();
      await health.check("recruiter-account--delete-dialog");
    });
  });
}
