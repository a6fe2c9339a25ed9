import { expect, test } from "@playwright/test";

import { mailedLinkPath, signedUpTalent } from "./support/account-links";
import { atPath, logIn } from "./support/auth";
import { loggedInTalent } from "./support/workspace";

const NEW_PASSWORD = "copper-lantern-77";

test("a new talent verifies the email from the mail they received, and the banner goes", async ({ page }) => {
  const talent = await signedUpTalent(page, "Vera", "Fied");
  await page.goto("/talent");
  const banner = page.getByRole("region", { name: "Verify your email" });
  await expect(banner).toBeInViewport();
  await expect(banner).toContainText(talent.email);

  await page.goto(await mailedLinkPath(talent.email, /Verify your email/, "/verify-email"));
  await expect(page.getByRole("heading", { name: "Your email is verified" })).toBeVisible();
  const toWorkspace = page.getByRole("link", { name: "Go to your workspace" });
  await expect(toWorkspace).toBeInViewport();
  await toWorkspace.click();
  await expect(page).toHaveURL(atPath("/talent"));
  await expect(page.getByRole("heading", { name: /Welcome/ })).toBeVisible();
  await expect(page.getByRole("region", { name: "Verify your email" })).toHaveCount(0);
});

test("a talent resets a forgotten password from the mail, every old session ends, the new password logs in", async ({
  page,
  browser,
}) => {
  const talent = await loggedInTalent(page, "Rhoda", "Reset");

  const other = await browser.newContext();
  const visitor = await other.newPage();
  await visitor.goto("/login");
  const forgot = visitor.getByRole("link", { name: "Forgot password?" });
  await expect(forgot).toBeInViewport();
  await forgot.click();
  await expect(visitor).toHaveURL(atPath("/forgot-password"));
  await visitor.getByLabel("Email").fill(talent.email);
  await visitor.getByRole("button", { name: "Send reset link" }).click();
  await expect(visitor.getByRole("heading", { name: "Check your email" })).toBeVisible();

  await visitor.goto(await mailedLinkPath(talent.email, /Reset your password/, "/reset-password"));
  await visitor.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await visitor.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await visitor.getByRole("button", { name: "Change password" }).click();
  await expect(visitor.getByRole("heading", { name: "Your password has been changed" })).toBeVisible();
  await visitor.getByRole("main").getByRole("link", { name: "Log in" }).click();
  await expect(visitor).toHaveURL(atPath("/login"));
  await logIn(visitor, talent.email, NEW_PASSWORD);
  await expect(visitor).toHaveURL(atPath("/talent"));
  await other.close();

  // The session opened before the reset holds a revoked token: the workspace sends it to sign in.
  await page.goto("/talent");
  await expect(page).toHaveURL(atPath("/login"));
});
