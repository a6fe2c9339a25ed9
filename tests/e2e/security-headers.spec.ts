import { expect, test } from "@playwright/test";

import { watchViolations } from "./support/page-health";

const pages = [
  "/",
  "/for-talent",
  "/fresh-talent",
  "/jobs",
  "/jobs?search=react&job_type=hourly",
  "/terms-and-conditions",
  "/privacy-policy",
  "/login",
  "/signup/talent",
  "/signup/recruiter",
  "/no-such-page",
];

for (const path of pages) {
  test(`${path} runs every script it ships under a policy without 'unsafe-inline'`, async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto(path);
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/script-src [^;]*('nonce-|'sha256-)/);
    expect(policy).not.toMatch(/script-src [^;]*'unsafe-inline'/);
    // Next's client runtime started, so none of its inline or chunk scripts was refused.
    await page.waitForFunction(
      () => typeof (window as unknown as { next?: { version?: string } }).next?.version === "string",
    );
    await page.waitForLoadState("networkidle");
    expect(violations).toEqual([]);
  });
}

test("a job page, rendered per request, runs its scripts under a nonce", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/jobs");
  const href = await page.locator('main a[href^="/jobs/"]').first().getAttribute("href");
  const response = await page.goto(href ?? "/jobs");
  expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  await page.waitForFunction(
    () => typeof (window as unknown as { next?: { version?: string } }).next?.version === "string",
  );
  expect(violations).toEqual([]);
});

test("prerendered pages stay static under the policy; each request of a dynamic page gets a new nonce", async ({
  request,
}) => {
  const home = await request.get("/");
  expect(home.headers()["x-nextjs-prerender"]).toBeDefined();
  expect(home.headers()["content-security-policy"]).not.toContain("'nonce-");
  const nonces = await Promise.all([request.get("/jobs"), request.get("/jobs")]).then((answers) =>
    answers.map((answer) => /'nonce-([^']+)'/.exec(answer.headers()["content-security-policy"] ?? "")?.[1]),
  );
  expect(nonces[0]).toBeTruthy();
  expect(nonces[0]).not.toBe(nonces[1]);
});

test("pages, API answers and redirects carry the security headers, and no X-Powered-By", async ({ request }) => {
  const answers = await Promise.all([
    request.get("/"),
    request.get("/jobs"),
    request.get("/api/health"),
    request.get("/api/jobs"), // 401: no API key
    request.get("/talent", { maxRedirects: 0 }),
  ]);
  for (const answer of answers) {
    const headers = answer.headers();
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["strict-transport-security"]).toMatch(/max-age=(\d{8,}|3[2-9]\d{6})/);
    expect(headers["x-powered-by"]).toBeUndefined();
  }
  expect(answers[3]?.headers()["content-security-policy"]).toContain("default-src 'none'");
});
