import { expect, test } from "@playwright/test";

import { apiTalent, atPath, fillTalentSignup, logIn, uniqueEmail } from "../support/auth";
import { PageHealth, WIDTHS } from "../support/page-health";
import { checkPhoneMenu, hasPhoneMenu } from "../support/phone-menu";

// Every page at 390 and 1280 px, looked at as a person would: see support/page-health.ts for the checks.

const PUBLIC_PAGES = [
  { state: "home", path: "/" },
  { state: "for-talent", path: "/for-talent" },
  { state: "fresh-talent", path: "/fresh-talent" },
  { state: "jobs", path: "/jobs" },
  { state: "jobs-filtered", path: "/jobs?category=1&job_type=hourly&sort=rate_high" },
  { state: "jobs-empty", path: "/jobs?search=zzzqqqnothing" },
  { state: "jobs-bad-filter", path: "/jobs?rate_min=90&rate_max=10" },
  { state: "careers", path: "/careers" },
  { state: "blog", path: "/blog" },
  { state: "blog-post", path: "/blog/time-zone-overlap-for-remote-teams" },
  { state: "events", path: "/events" },
  { state: "blog-post-not-found", path: "/blog/no-such-article", status: 404 },
  { state: "terms-and-conditions", path: "/terms-and-conditions" },
  { state: "privacy-policy", path: "/privacy-policy" },
  { state: "login", path: "/login" },
  { state: "login-session-required", path: "/login?error=SessionRequired&callbackUrl=%2Ftalent" },
  { state: "login-unknown-error", path: "/login?error=__proto__" },
  { state: "signup-talent", path: "/signup/talent" },
  { state: "signup-recruiter", path: "/signup/recruiter" },
  { state: "admin", path: "/admin" },
  { state: "not-found", path: "/no-such-page", status: 404 },
  { state: "job-not-found", path: "/jobs/no-such-job-anywhere", status: 404 },
  { state: "bad-request", path: "/jobs/%ff", status: 400 },
];

/** Opens the signed-in user's menu (in the phone menu when that is open) and checks it. */
async function checkUserMenu(health: PageHealth, name: string, state: string) {
  const button = health.page.getByRole("button", { name, exact: true }).last();
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(health.page.getByRole("menuitem", { name: "Logout" })).toBeInViewport();
  await health.check(`${state}--user-menu-open`, { fullPage: false });
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { state, path, status } of PUBLIC_PAGES) {
      test(`${path} is healthy, signed out`, async ({ page, baseURL }) => {
        const health = await PageHealth.watch(page, baseURL!);
        await health.visit(path, status);
        await health.check(state);
        if (await hasPhoneMenu(page)) await checkPhoneMenu(health, state);
      });
    }

    test("a job page is healthy and its Apply leads to the talent sign-up, which will bring the visitor back", async ({
      page,
      baseURL,
    }) => {
      const health = await PageHealth.watch(page, baseURL!);
      await health.visit("/jobs");
      await page.locator('main a[href^="/jobs/"]').first().click();
      await expect(page).toHaveURL(/\/jobs\/[a-z0-9-]+$/);
      const jobPath = new URL(page.url()).pathname;
      await health.check("job");
      if (await hasPhoneMenu(page)) await checkPhoneMenu(health, "job");
      const apply = page.getByRole("link", { name: "Apply", exact: true });
      await apply.scrollIntoViewIfNeeded();
      await expect(apply).toBeInViewport();
      await apply.click();
      await expect(page).toHaveURL(atPath("/signup/talent"));
      expect(new URL(page.url()).searchParams.get("callbackUrl")).toBe(jobPath);
    });

    test("a talent signs up (each step), uses the signed-in menus and logs out", async ({ page, baseURL }) => {
      const health = await PageHealth.watch(page, baseURL!);
      await health.visit("/signup/talent");
      await page.getByRole("button", { name: "Create account" }).click();
      await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
      await health.check("signup-talent--errors");
      await fillTalentSignup(page, "Page", "Health", uniqueEmail("e2e-health"));
      await health.check("signup-talent--filled");
      await page.getByRole("button", { name: "Create account" }).click();
      await expect(page).toHaveURL(atPath("/talent/onboarding"));
      await expect(page.getByRole("heading", { name: "Set up your profile" })).toBeVisible();
      await health.visit("/talent");
      await expect(page.getByRole("heading", { name: "Welcome, Page Health" })).toBeVisible();
      await health.check("talent-home");
      await checkUserMenu(health, "Page Health", "talent-home");
      await page.keyboard.press("Escape");

      await health.visit("/");
      await health.check("home-signed-in");
      const phone = await hasPhoneMenu(page);
      if (phone) await page.getByRole("button", { name: "Open menu" }).click();
      const header = phone ? page.getByRole("dialog", { name: "Menu" }) : page.getByRole("banner");
      await expect(header.getByRole("link", { name: "Apply for Jobs" })).toHaveCount(0);
      await checkUserMenu(health, "Page Health", "home-signed-in");
      // Logging out loads the home page afresh, though it is already the page shown: wait for that load.
      const reloaded = page.waitForEvent("load");
      await page.getByRole("menuitem", { name: "Logout" }).click();
      await reloaded;
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("link", { name: "Apply for Jobs" }).first()).toBeAttached();
      await health.check("home-after-logout");
    });

    test("a recruiter signs up (each step) and reaches a healthy home", async ({ page, baseURL }) => {
      const health = await PageHealth.watch(page, baseURL!);
      await health.visit("/signup/recruiter");
      await page.getByRole("button", { name: "Create account" }).click();
      await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
      await health.check("signup-recruiter--errors");
      await fillTalentSignup(page, "Rhea", "Cruiter", uniqueEmail("e2e-health-client"));
      await page.getByLabel("Company name").fill("Health Check Ltd");
      await page.getByLabel("Company size").selectOption("11-50");
      await page.getByLabel("What are you hiring for?").selectOption({ label: "UI/UX Design" });
      await health.check("signup-recruiter--filled");
      await page.getByRole("button", { name: "Create account" }).click();
      await expect(page).toHaveURL(/\/recruiter$/);
      await expect(page.getByRole("heading", { name: "Welcome, Rhea Cruiter" })).toBeVisible();
      await health.check("recruiter-home");
      await checkUserMenu(health, "Rhea Cruiter", "recruiter-home");
    });

    test("a returning talent logs in after a wrong password and is welcomed back", async ({ page, baseURL }) => {
      const talent = await apiTalent(page.request, "Rita", "Turner");
      const health = await PageHealth.watch(page, baseURL!);
      await health.visit("/talent");
      await expect(page).toHaveURL(/\/login\?error=SessionRequired/);
      health.allowError("/api/talent/login");
      await logIn(page, talent.email, "not-the-password");
      await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid email or password");
      await health.check("login--wrong-password");
      await logIn(page, talent.email);
      await expect(page).toHaveURL(atPath("/talent"));
      await expect(page.getByRole("heading", { name: "Welcome back, Rita Turner" })).toBeVisible();
      await health.check("talent-home-returning");
    });
  });
}

test.describe("the board's filters on a phone", () => {
  test.use({ viewport: WIDTHS[0] });

  test("open from the Filters button into a healthy dialog", async ({ page, baseURL }) => {
    const health = await PageHealth.watch(page, baseURL!);
    await health.visit("/jobs?category=1&skills=React");
    await page.getByRole("button", { name: "Filters, 2 active" }).click();
    await expect(page.getByRole("dialog", { name: "Filter jobs" })).toBeVisible();
    await health.check("jobs--filters-open", { fullPage: false });
  });
});

test.describe("the phone menu's links", () => {
  test.use({ viewport: WIDTHS[0] });

  test("each leads where it says", async ({ page, baseURL }) => {
    const health = await PageHealth.watch(page, baseURL!);
    await health.visit("/privacy-policy");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await page.getByRole("button", { name: "Open menu" }).click();
    const links = await menu.getByRole("link").evaluateAll((all) =>
      all.map((link) => ({
        name: link.getAttribute("aria-label") ?? link.textContent?.trim() ?? "",
        href: link.getAttribute("href") ?? "",
        newTab: link.getAttribute("target") === "_blank",
      })),
    );
    expect(links.length).toBeGreaterThanOrEqual(6);
    await page.keyboard.press("Escape");
    for (const link of links.filter((each) => !each.newTab)) {
      await health.visit("/privacy-policy");
      await page.getByRole("button", { name: "Open menu" }).click();
      await menu.getByRole("link", { name: link.name, exact: true }).click();
      await expect(menu).toBeHidden();
      await expect(page, link.name).toHaveURL(new URL(link.href, baseURL).href);
    }
  });
});
