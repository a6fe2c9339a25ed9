import { expect, type APIRequestContext, type Page } from "@playwright/test";

import { API_KEY, apiTalent, logIn, PASSWORD, uniqueEmail } from "./auth";
import { verifyFromMail } from "./verification";

/** A talent made through the API, then logged in through /login (a returning visit, as in real life). */
export async function loggedInTalent(page: Page, firstName: string, lastName: string) {
  const talent = await apiTalent(page.request, firstName, lastName);
  await page.goto("/login");
  await logIn(page, talent.email);
  await expect(page).toHaveURL(/\/talent$/);
  return talent;
}

/**
 * A recruiter (client) account made through the API; `verified` opens its verification mail, as it must to see
 * recruiters-only profiles and résumés.
 */
export async function apiRecruiter(
  request: APIRequestContext,
  firstName: string,
  lastName: string,
  { verified = false } = {},
) {
  const email = uniqueEmail("e2e-client");
  const response = await request.post("/api/client/register", {
    headers: { "X-API-KEY": API_KEY },
    multipart: {
      first_name: firstName,
      last_name: lastName,
      email,
      password: PASSWORD,
      company_name: "Shell Check Ltd",
    },
  });
  expect(response.status()).toBe(201);
  if (verified) await verifyFromMail(request, "client", (await response.json()).data.token);
  return { email, name: `${firstName} ${lastName}` };
}

export async function loggedInRecruiter(
  page: Page,
  firstName: string,
  lastName: string,
  options = { verified: false },
) {
  const recruiter = await apiRecruiter(page.request, firstName, lastName, options);
  await page.goto("/login");
  await page.getByRole("radio", { name: "Recruiter" }).check();
  await page.getByLabel("Email").fill(recruiter.email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/recruiter$/);
  return recruiter;
}
