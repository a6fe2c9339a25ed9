import { expect, type Page } from "@playwright/test";

import { mailedLinkPath } from "./account-links";

/** The Vetting card of the talent's Overview. */
export const vettingCard = (page: Page) => page.getByRole("region", { name: "Vetting" });

/** Opens the verification link the talent was mailed at sign-up, as they would from their inbox. */
export async function verifyEmailFromMail(page: Page, email: string) {
  await page.goto(await mailedLinkPath(email, /Verify your email/, "/verify-email"));
  await expect(page.getByRole("heading", { name: "Your email is verified" })).toBeVisible();
}
