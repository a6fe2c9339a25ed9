import { expect, type Page } from "@playwright/test";

import { APPLY_THRESHOLD } from "../../../lib/profiles/completeness";
import { API_KEY, apiTalent, atPath, fillTalentSignup, logIn, storedKeys, uniqueEmail } from "./auth";

export { APPLY_THRESHOLD };

/** A new talent signs up through the form and lands on the onboarding. */
export async function signUpTalent(page: Page, firstName: string, lastName: string) {
  await page.goto("/signup/talent");
  await fillTalentSignup(page, firstName, lastName, uniqueEmail("e2e-onboarding"));
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(atPath("/talent/onboarding"));
}

/** A talent made through the API, logged in through the form. */
export async function loggedInTalent(page: Page, firstName: string, lastName: string) {
  const talent = await apiTalent(page.request, firstName, lastName);
  await page.goto("/login");
  await logIn(page, talent.email);
  await expect(page).toHaveURL(atPath("/talent"));
  return talent;
}

/** The signed-in talent's profile as GET /api/talent/profile answers it, with this tab's token. */
export async function ownProfile(
  page: Page,
): Promise<{ completeness: { percent: number }; headline: string | null; onboarding_step: number; handle: string }> {
  const token = (await storedKeys(page)).auth_token;
  const response = await page.request.get("/api/talent/profile", {
    headers: { "X-API-KEY": API_KEY, Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

export const stepHeading = (page: Page, step: number, title: string) =>
  Promise.all([
    expect(page.getByText(`Step ${step} of 5`)).toBeVisible(),
    expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible(),
  ]);
