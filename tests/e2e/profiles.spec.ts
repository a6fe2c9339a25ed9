import fs from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";

import { API_KEY, apiTalent, logIn } from "./support/auth";
import { watchViolations } from "./support/page-health";
import { demoTalent, signUpRecruiter } from "./support/profiles";
import { loggedInRecruiter } from "./support/workspace";

const imageLoaded = (page: Page, name: string) =>
  page.getByRole("img", { name }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

const jsonLd = async (page: Page) => {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
};

test("a talent card on the home page leads to that talent's profile: photo, name, rate, skills, no email", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await page.goto("/");
  await page.getByRole("link", { name: "Amara Okafor", exact: true }).click();
  await expect(page).toHaveURL(/\/profiles\/amara-okafor$/);
  await expect(page.getByRole("heading", { level: 1, name: "Amara Okafor" })).toBeVisible();
  await expect(page.getByText("Senior React Developer").first()).toBeVisible();
  expect(await imageLoaded(page, "Photo of Amara Okafor")).toBe(true);
  const facts = page.getByRole("complementary", { name: "Profile facts" });
  await expect(facts).toContainText("$65 / hour");
  await expect(facts).toContainText("Lagos, Nigeria");
  await expect(page.getByRole("list", { name: "Skills" })).toContainText("TypeScript");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  expect(await page.content()).not.toMatch(/@demo\.example\.com/);
  await expect(page.getByRole("button", { name: /Download résumé/ })).toHaveCount(0);
  expect(violations).toEqual([]);
});

test("a public profile carries ProfilePage JSON-LD, a canonical URL and no noindex", async ({ page }) => {
  await page.goto("/profiles/priya-raman");
  const [data] = await jsonLd(page);
  expect(data).toMatchObject({
    "@type": "ProfilePage",
    mainEntity: { "@type": "Person", name: "Priya Raman", jobTitle: "Product Designer" },
  });
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/profiles\/priya-raman$/);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test("a signed-out visitor gets 404 for a recruiters-only profile and for a hidden one", async ({ page }) => {
  for (const visibility of ["recruiters", "hidden"] as const) {
    const response = await page.goto(demoTalent(visibility).path);
    expect(response?.status(), visibility).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  }
});

test("a recruiter sees a recruiters-only profile, noindex and without JSON-LD, and downloads its résumé", async ({
  page,
}) => {
  const talent = demoTalent("recruiters");
  await signUpRecruiter(page);
  const response = await page.goto(talent.path);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: talent.name })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  expect(await jsonLd(page)).toEqual([]);
  expect(await page.content()).not.toMatch(/@demo\.example\.com/);

  const button = page.getByRole("button", { name: "Download résumé (PDF)" });
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  expect(download.suggestedFilename()).toBe(`${talent.handle}-resume.pdf`);
  const bytes = await fs.readFile(await download.path());
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(bytes.toString("latin1")).toContain("%%EOF");
  await expect(button).toBeEnabled();
  await expect(page.getByRole("alert")).toBeEmpty();
});

test("a recruiter whose email is not verified sees public profiles without a résumé, and no recruiters-only one", async ({
  page,
}) => {
  await loggedInRecruiter(page, "Una", "Verified");
  const open = demoTalent("public");
  expect((await page.goto(open.path))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: open.name })).toBeVisible();
  await expect(page.getByRole("button", { name: /Download résumé/ })).toHaveCount(0);
  expect((await page.goto(demoTalent("recruiters").path))?.status()).toBe(404);
});

test("the owner sees how others see their profile, with a link to edit it; another talent gets 404", async ({
  page,
}) => {
  const owner = await apiTalent(page.request, "Owen", "Owner");
  await page.goto("/login");
  await logIn(page, owner.email);
  await expect(page).toHaveURL(/\/talent$/);
  const token = await page.evaluate(() => window.localStorage.getItem("auth_token"));
  const profile = await page.request.get("/api/talent/profile", {
    headers: { "X-API-KEY": API_KEY, Authorization: `Bearer ${token}` },
  });
  const { handle } = ((await profile.json()) as { data: { handle: string } }).data;

  await page.goto(`/profiles/${handle}`);
  await expect(page.getByText("This is how recruiters see your profile")).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit profile" })).toHaveAttribute("href", "/talent/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Owen Owner" })).toBeVisible();

  const response = await page.goto(demoTalent("recruiters").path);
  expect(response?.status()).toBe(404);
});

test("sitemap.xml lists the public profiles only", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/profiles/amara-okafor</loc>");
  expect(sitemap).toContain(`${demoTalent("public").path}</loc>`);
  expect(sitemap).not.toContain(`${demoTalent("recruiters").path}</loc>`);
  expect(sitemap).not.toContain(`${demoTalent("hidden").path}</loc>`);
});
