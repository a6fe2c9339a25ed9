import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

const pages = [
  { path: "/", h1: "Hire vetted remote talent in 7 days or less", bare: false },
  { path: "/for-talent", h1: "Remote work with top companies, without the hustle", bare: false },
  { path: "/fresh-talent", h1: "Start your career with a remote role at a real company", bare: false },
  { path: "/jobs", h1: "Explore Jobs", bare: false },
  { path: "/careers", h1: "Help remote teams hire people they can trust", bare: false },
  { path: "/blog", h1: "Notes on remote hiring, from both sides of the call", bare: false },
  {
    path: "/blog/how-to-pass-hireloop-vetting",
    h1: "How to pass Hireloop's vetting: what each step looks for",
    bare: false,
  },
  { path: "/events", h1: "Workshops and office hours for remote teams and remote talent", bare: false },
  { path: "/terms-and-conditions", h1: "Terms and Conditions", bare: false },
  { path: "/privacy-policy", h1: "Privacy Policy", bare: false },
  { path: "/signup/talent", h1: "Apply for Jobs", bare: true },
  { path: "/signup/recruiter", h1: "Recruit Talent", bare: true },
  { path: "/login", h1: "Log in", bare: true },
  { path: "/admin", h1: "Manager console", bare: true },
];

for (const { path, h1, bare } of pages) {
  test(`${path} loads with one h1, ${bare ? "bare" : "with header and footer"}, and no axe violations`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    await expect(page.getByRole("banner")).toHaveCount(bare ? 0 : 1);
    await expect(page.getByRole("contentinfo")).toHaveCount(bare ? 0 : 1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`${path === "/" ? "/?" : path}$`),
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/opengraph-image$/);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

test("a job page loads with its JobPosting data, the site chrome and no axe violations", async ({ page }) => {
  await page.goto("/jobs");
  const first = page.locator('main a[href^="/jobs/"]').first();
  const title = (await first.textContent())?.trim() ?? "";
  await first.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("banner")).toHaveCount(1);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd).toMatchObject({ "@type": "JobPosting", title, jobLocationType: "TELECOMMUTE" });
  const jobPath = new URL(page.url()).pathname;
  await expect(page.getByRole("link", { name: "Apply", exact: true })).toHaveAttribute(
    "href",
    `/signup/talent?${new URLSearchParams({ callbackUrl: jobPath })}`,
  );
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test("an unknown job is a 404", async ({ page }) => {
  expect((await page.goto("/jobs/no-such-job-anywhere"))?.status()).toBe(404);
});

test("/admin carries the robots meta and the X-Robots-Tag header; public pages carry neither", async ({ page }) => {
  const admin = await page.goto("/admin");
  expect(admin?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  const home = await page.goto("/");
  expect(home?.headers()["x-robots-tag"]).toBeUndefined();
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test("robots.txt disallows /admin and points to the sitemap, which lists pages and open jobs", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /admin");
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/for-talent</loc>");
  expect(sitemap).toMatch(/\/jobs\/[a-z0-9-]+<\/loc>/);
  expect(sitemap).not.toContain("/admin");
});
