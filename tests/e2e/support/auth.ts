import crypto from "node:crypto";
import nextEnv from "@next/env";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

nextEnv.loadEnvConfig(process.cwd(), false, { info: () => undefined, error: console.error });

export const API_KEY = process.env.NEXT_PUBLIC_API_KEY ?? "";
export const PASSWORD = "violet-harbour-42";
export const AUTH_KEYS = ["auth_token", "authToken", "user", "userType"] as const;

export const uniqueEmail = (prefix: string) => `${prefix}.${crypto.randomBytes(5).toString("hex")}@example.com`;

/** A talent account made through the API (for tests about logging in rather than signing up). */
export async function apiTalent(request: APIRequestContext, firstName = "Lena", lastName = "Login") {
  const email = uniqueEmail("e2e-talent");
  const response = await request.post("/api/talent/register", {
    headers: { "X-API-KEY": API_KEY },
    multipart: { first_name: firstName, last_name: lastName, email, password: PASSWORD },
  });
  expect(response.status()).toBe(201);
  const token = ((await response.json()) as { data: { token: string } }).data.token;
  return { email, name: `${firstName} ${lastName}`, token };
}

export async function fillTalentSignup(page: Page, firstName: string, lastName: string, email: string) {
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill(lastName);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
}

export async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.getByRole("radio", { name: "Talent" }).check();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

export const storedKeys = (page: Page) =>
  page.evaluate(
    (keys) => Object.fromEntries(keys.map((key) => [key, window.localStorage.getItem(key)])),
    [...AUTH_KEYS, "auth-storage"],
  );

/** The page's URL is exactly `pathname` (any query): `/\/talent$/` would also match /signup/talent. */
export const atPath = (pathname: string) =>
  new RegExp(`^https?://[^/]+${pathname.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\?[^#]*)?$`);
