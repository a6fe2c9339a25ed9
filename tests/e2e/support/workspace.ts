import { expect, type APIRequestContext, type Page } from "@playwright/test";

import { API_KEY, apiTalent, logIn, PASSWORD, uniqueEmail } from "./auth";

/** A talent made through the API, then logged in through /login (a returning visit, as in real life). */
export async function loggedInTalent(page: Page, firstName: string, lastName: string) {
  const talent = await apiTalent(page.request, firstName, lastName);
  await page.goto("/login");
  await logIn(page, talent.email);
  await expect(page).toHaveURL(/\/talent$/);
  return talent;
}

/** A recruiter (client) account made through the API. */
export async function apiRecruiter(request: APIRequestContext, firstName: string, lastName: string) {
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
  return { email, name: `${firstName} ${lastName}` };
}

export async function loggedInRecruiter(page: Page, firstName: string, lastName: string) {
  const recruiter = await apiRecruiter(page.request, firstName, lastName);
  await page.goto("/login");
  await page.getByRole("radio", { name: "Recruiter" }).check();
  await page.getByLabel("Email").fill(recruiter.email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/recruiter$/);
  return recruiter;
}
