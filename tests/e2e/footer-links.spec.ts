import { expect, test } from "@playwright/test";

import { PageHealth, WIDTHS } from "./support/page-health";

// The footer's Company column: each link lands on a page of its own (they once led to /jobs, /for-talent
// and /fresh-talent).
const FOOTER_PAGES = [
  { link: "Careers", path: "/careers", h1: "Help remote teams hire people they can trust" },
  { link: "Blogs", path: "/blog", h1: "Notes on remote hiring, from both sides of the call" },
  { link: "Events", path: "/events", h1: "Workshops and office hours for remote teams and remote talent" },
];

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { link, path, h1 } of FOOTER_PAGES) {
      test(`the footer's ${link} leads to ${path}`, async ({ page, baseURL }) => {
        const health = await PageHealth.watch(page, baseURL!);
        await health.visit("/");
        await page.getByRole("contentinfo").getByRole("link", { name: link, exact: true }).click();
        await expect(page).toHaveURL(new URL(path, baseURL).href);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
        await health.check(`footer-${link.toLowerCase()}`);
      });
    }
  });
}

test("the blog lists its articles, each opens, and the feed links them absolutely", async ({ page, request }) => {
  await page.goto("/blog");
  const articles = page.getByRole("main").getByRole("listitem").getByRole("heading", { level: 2 });
  expect(await articles.count()).toBeGreaterThanOrEqual(3);
  const title = (await articles.first().textContent())?.trim() ?? "";
  await articles.first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    /\/blog\/rss\.xml$/,
  );
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");

  const feed = await request.get("/blog/rss.xml");
  expect(feed.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await feed.text();
  expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<rss version="2\.0"/);
  const links = [...xml.matchAll(/<link>([^<]+)<\/link>/g)].map((match) => match[1]);
  expect(links.length).toBeGreaterThanOrEqual(4);
  for (const href of links) expect(href).toMatch(/^https?:\/\/[^/]+\/blog/);
  expect(links).toContain(page.url());
});

test.describe("events in a viewer's own time zone", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  test("show their times in Tokyo time, split into upcoming and past", async ({ page }) => {
    await page.goto("/events");
    await expect(page.getByRole("heading", { name: "Upcoming events" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Past events" })).toBeVisible();
    const times = page.getByRole("main").locator("time");
    expect(await times.count()).toBeGreaterThanOrEqual(3);
    // The workshop starts at 15:00 UTC on 24 September 2026: midnight in Tokyo.
    await expect(page.getByRole("main")).toContainText("Fri, 25 September 2026, 00:00–01:00 GMT+9");
    await expect(times.first()).not.toContainText("UTC");
  });
});

test("the sitemap lists the content pages and every article", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/careers", "/blog", "/events", "/blog/how-to-pass-hireloop-vetting"])
    expect(sitemap).toContain(`${path}</loc>`);
});
