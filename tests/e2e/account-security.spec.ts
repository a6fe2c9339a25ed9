import { expect, test } from "@playwright/test";

import { logIn, PASSWORD, uniqueEmail } from "./support/auth";
import { linkTo, waitForMail } from "./support/mail";
import { verifyFromMail } from "./support/verification";
import { loggedInRecruiter, loggedInTalent } from "./support/workspace";

const NEW_PASSWORD = "amber-compass-58";

test("a password change signs out the talent's other browser; only the new password logs in", async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const talent = await loggedInTalent(page, "Pia", "Password");
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await other.goto("/login");
  await logIn(other, talent.email);
  await expect(other).toHaveURL(/\/talent$/);

  await page.goto("/talent/account");
  await page.getByRole("region", { name: "Password", exact: true }).getByLabel("Current password").fill(PASSWORD);
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Password changed. Other devices were signed out." }),
  ).toBeInViewport();

  // This browser stays signed in; the other one is sent to log in on its next navigation.
  await page.goto("/talent/applications");
  await expect(page).toHaveURL(/\/talent\/applications$/);
  await other.goto("/talent/account");
  await expect(other).toHaveURL(/\/login/);

  // The signed-out browser stays on the form it was sent to, its dead session cleared; only the new password works.
  await expect.poll(() => other.evaluate(() => localStorage.getItem("authToken"))).toBeNull();
  await expect(other).toHaveURL(/\/login/);
  await logIn(other, talent.email);
  await expect(other.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
  await other.getByLabel("Password").fill(NEW_PASSWORD);
  await other.getByRole("button", { name: "Log in" }).click();
  await expect(other).toHaveURL(/\/talent\/account$/);
  await otherContext.close();
});

test("a recruiter logs out everywhere from the account page and lands on / signed out", async ({ page }) => {
  await loggedInRecruiter(page, "Rae", "Sessions");
  await page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Account" }).click();
  await expect(page).toHaveURL(/\/recruiter\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
  await page.getByRole("button", { name: "Log out everywhere" }).click();
  const dialog = page.getByRole("dialog", { name: "Log out everywhere?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Log out everywhere" }).click();
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
  await expect(page.getByRole("link", { name: "Log in" }).first()).toBeVisible();
  await page.goto("/recruiter/account");
  await expect(page).toHaveURL(/\/login/);
});

test("a talent changes the account's email: the link sent to the new address moves it, the old one is told", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const talent = await loggedInTalent(page, "Eli", "Email");
  // Only a verified account may move its email (a stranger's address must not be mailed from a throwaway sign-up).
  await verifyFromMail(page.request, "talent", talent.token);
  const next = uniqueEmail("e2e-new-address");
  await page.goto("/talent/account");
  const card = page.getByRole("region", { name: "Email" });
  await expect(card.getByText(`Your email is ${talent.email}.`)).toBeVisible();
  await card.getByLabel("New email").fill(next);
  await card.getByLabel("Current password").fill(PASSWORD);
  const submit = card.getByRole("button", { name: "Change email" });
  await submit.scrollIntoViewIfNeeded();
  await expect(submit).toBeInViewport();
  await submit.click();
  await expect(card.getByRole("status")).toHaveText(
    "We sent a confirmation link to the new address. Your email changes once you open it.",
  );
  await expect(card.getByRole("note")).toContainText(`Waiting for you to confirm ${next}`);

  const notice = await waitForMail(talent.email, /about to change/);
  expect(notice.text).toContain(next);
  const link = new URL(linkTo(await waitForMail(next, /Confirm your new email/), "/confirm-email"));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { name: "Your email is changed" })).toBeVisible();
  await expect(page.getByText(`Your email is now ${next}.`)).toBeVisible();
  await page.getByRole("link", { name: "Go to your account" }).click();
  await expect(page).toHaveURL(/\/talent\/account$/);
  await expect(page.getByRole("region", { name: "Email" }).getByText(`Your email is ${next}.`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Email" }).getByRole("note")).toHaveCount(0);
});

test("a recruiter deletes the account: the password is asked in the dialog, then the company page is gone and login fails", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const recruiter = await loggedInRecruiter(page, "Dee", "Delete");
  await page.goto("/recruiter/account");
  const card = page.getByRole("region", { name: "Delete account" });
  await card.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toBeInViewport();
  await dialog.getByLabel("Current password").fill("not the password");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByLabel("Current password")).toHaveAccessibleDescription("The current password is incorrect.");
  await dialog.getByLabel("Current password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
  await expect(page.getByRole("link", { name: "Log in" }).first()).toBeVisible();

  await page.goto("/login");
  await page.getByRole("radio", { name: "Recruiter" }).check();
  await page.getByLabel("Email").fill(recruiter.email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
});
