import { expect, test, type Page } from "@playwright/test";

import { atPath } from "./support/auth";
import { signUpRecruiter } from "./support/profiles";
import { loggedInTalent } from "./support/talent";

// Once the session has ended, Back must not bring a signed-in page back from the browser's back/forward
// cache or the router's cache: it asks the server again, which answers with the sign-in page.

async function logOutFromMenu(page: Page, name: string) {
  await page.getByRole("button", { name, exact: true }).last().click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(atPath("/"));
  await expect(page.getByRole("link", { name: "Log in" }).first()).toBeAttached();
}

async function expectSignedOutAfterBack(page: Page, name: string, from: string) {
  await page.goBack();
  await expect(page).toHaveURL(atPath("/login"));
  expect(new URL(page.url()).searchParams.get("callbackUrl")).toBe(from);
  await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
}

test("a talent who logs out and presses Back sees the sign-in page, not their profile or applications", async ({
  page,
}) => {
  const { name } = await loggedInTalent(page, "Bea", "Backwards");
  const profile = await page.goto("/talent/profile");
  expect(profile?.headers()["cache-control"]).toContain("no-store");
  await expect(page.getByText(name).first()).toBeVisible();
  // In-app navigation: a page the router keeps in its own cache.
  await page.locator('a[href="/talent/applications"]').first().click();
  await expect(page).toHaveURL(atPath("/talent/applications"));
  await expect(page.getByText(name).first()).toBeVisible();

  await logOutFromMenu(page, name);
  await expectSignedOutAfterBack(page, name, "/talent/applications");
  await expectSignedOutAfterBack(page, name, "/talent/profile");
});

test("a recruiter who logs out and presses Back sees the sign-in page, not their workspace", async ({ page }) => {
  await signUpRecruiter(page, "Rex", "Backwards");
  const name = "Rex Backwards";
  await expect(page).toHaveURL(atPath("/recruiter"));
  await page.locator('a[href="/recruiter/jobs"]').first().click();
  await expect(page).toHaveURL(atPath("/recruiter/jobs"));
  await expect(page.getByText(name).first()).toBeVisible();

  await logOutFromMenu(page, name);
  await expectSignedOutAfterBack(page, name, "/recruiter/jobs");
});

test("the area APIs answer no-store", async ({ page }) => {
  const response = await page.request.get("/api/talent/info");
  expect(response.headers()["cache-control"]).toContain("no-store");
});
