import { expect, test } from "@playwright/test";

import { apiTalent, logIn, storedKeys } from "./support/auth";

test("a wrong password shows the server's message and keeps what was typed", async ({ page }) => {
  const talent = await apiTalent(page.request);
  await page.goto("/login");
  await logIn(page, talent.email, "not-the-password");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid email or password");
  await expect(page.getByLabel("Email")).toHaveValue(talent.email);
  await expect(page.getByRole("button", { name: "Log in" })).toBeEnabled();
});

test("a stale token in local storage is cleared at start-up", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => {
    localStorage.setItem("auth_token", "stale-token-0123456789abcdef");
    localStorage.setItem("userType", "talent");
  });
  await page.reload();
  await expect.poll(async () => (await storedKeys(page)).auth_token).toBeNull();
  expect((await storedKeys(page)).userType).toBeNull();
  await expect(page.getByRole("banner").getByRole("link", { name: "Apply for Jobs" })).toBeVisible();
});

test("visiting /talent logged out redirects to sign-in with error=SessionRequired", async ({ page }) => {
  await page.goto("/talent");
  await expect(page).toHaveURL(/\/login\?error=SessionRequired&callbackUrl=%2Ftalent$/);
  await expect(page.getByText("Please log in to see that page.")).toBeVisible();
  await page.goto("/recruiter/jobs");
  await expect(page).toHaveURL(/\/login\?error=SessionRequired&callbackUrl=%2Frecruiter%2Fjobs$/);
});

test("a callbackUrl to another origin is ignored; one on ours is followed", async ({ page, baseURL }) => {
  const talent = await apiTalent(page.request, "Cal", "Back");
  for (const evil of ["https://evil.example", "//evil.example", "/\\evil.example"]) {
    const response = await page.request.get(`/api/auth/signin?callbackUrl=${encodeURIComponent(evil)}`, {
      maxRedirects: 0,
    });
    const location = new URL(response.headers().location ?? "", baseURL);
    expect(location.pathname).toBe("/login");
    expect(new URL(location.searchParams.get("callbackUrl") ?? "/", baseURL).origin, evil).toBe(
      new URL(baseURL!).origin,
    );
  }

  await page.goto(`/login?callbackUrl=${encodeURIComponent("https://evil.example/steal")}`);
  await logIn(page, talent.email);
  await expect(page).toHaveURL(/\/talent$/);
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
});

test("session cookies are Secure under HTTPS", async ({ request }) => {
  const response = await request.get("/api/auth/csrf", { headers: { "x-forwarded-proto": "https" } });
  const cookies = response.headersArray().filter((header) => header.name.toLowerCase() === "set-cookie");
  expect(cookies.length).toBeGreaterThan(0);
  for (const { value } of cookies)
    expect(value).toMatch(/; HttpOnly;.*Secure; SameSite=Lax|; HttpOnly; Secure; SameSite=Lax/);
});

test("sign-in with an unknown provider or with no providers lands on our sign-in page; a failed sign-in names its error in the url", async ({
  page,
  baseURL,
}) => {
  // next-auth/react sends an unknown provider to /api/auth/signin, and a sign-in with no providers to /api/auth/error.
  await page.goto("/api/auth/signin/no-such-provider");
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Log in");
  await page.goto("/api/auth/error?error=Configuration");
  await expect(page).toHaveURL(/\/login\?error=Configuration$/);

  // signIn(…, { redirect: false }) reads its error from the `error` parameter of the url the callback returns.
  const { csrfToken } = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const answer = await page.request.post("/api/auth/callback/talent", {
    form: { csrfToken, callbackUrl: "/", json: "true", token: "not-a-live-token" },
  });
  const { url } = (await answer.json()) as { url: string };
  expect(new URL(url, baseURL).searchParams.get("error")).toBe("CredentialsSignin");
});
