import { expect, type Page } from "@playwright/test";

import { fillTalentSignup, uniqueEmail } from "./auth";
import { linkTo, waitForMail } from "./mail";

/**
 * The path and query of the newest mailed link to `pathPrefix`: the server under test writes its links with
 * SITE_URL's origin, while the browser talks to the test server, so only the path is followed.
 */
export async function mailedLinkPath(to: string, subject: RegExp, pathPrefix: string): Promise<string> {
  const url = new URL(linkTo(await waitForMail(to, subject), pathPrefix));
  return `${url.pathname}${url.search}`;
}

/** A talent signed up through the form (so a verification mail is on its way), left on the onboarding page. */
export async function signedUpTalent(page: Page, firstName: string, lastName: string) {
  const email = uniqueEmail("e2e-verify");
  await page.goto("/signup/talent");
  await fillTalentSignup(page, firstName, lastName, email);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/talent\/onboarding/);
  return { email, name: `${firstName} ${lastName}` };
}
