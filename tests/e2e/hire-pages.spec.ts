import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext } from "@playwright/test";

import { demoEmail } from "../../lib/demo/demo-talent";
import { DEMO_TALENTS } from "../../lib/demo/generated-talents";
import { API_KEY } from "./support/auth";
import { managerToken } from "./support/manager";

const headers = (token: string) => ({ "X-API-KEY": API_KEY, Authorization: `Bearer ${token}` });

test("the footer's ReactJs link opens a page listing vetted React talent; a card leads to the profile", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "ReactJs", exact: true }).click();
  await expect(page).toHaveURL(/\/developers\/reactjs$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hire ReactJs Developers");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/developers\/reactjs$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /^Hire ReactJs Developers \|/);

  const recruit = page.getByRole("main").getByRole("link", { name: "Recruit Talent" });
  await expect(recruit).toBeInViewport();
  await expect(recruit).toHaveAttribute("href", "/signup/recruiter");
  await expect(recruit).toHaveAttribute("target", "_blank");

  const rates = page.getByRole("region", { name: "What vetted ReactJs Developers charge" });
  await expect(rates.getByText(/^\$\d+\/hour$/)).toBeVisible();
  await expect(rates.getByText(/^\$\d+–\$\d+\/hour$/)).toBeVisible();
  await expect(rates.getByText(/^Based on the hourly rates of \d+ vetted talent with ReactJs skills/)).toBeVisible();

  const cards = page.getByRole("region", { name: "Vetted ReactJs Developers ready to join" }).getByRole("article");
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(12);
  for (const card of await cards.all())
    await expect(card.getByRole("list", { name: "Skills" }).getByRole("listitem").first()).toHaveText("ReactJs");
  // Every portrait loaded (served by /api/files under the page's policy).
  const portraits = page.locator("main article img");
  await expect(portraits.first()).toBeVisible();
  for (const img of await portraits.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
  // Amara Okafor is a vetted, public React developer of the demo data.
  const amara = cards.filter({ hasText: "Amara Okafor" });
  await amara.getByRole("link", { name: "Amara Okafor" }).click();
  await expect(page).toHaveURL(/\/profiles\/amara-okafor$/);
  await expect(page.getByRole("heading", { level: 1, name: "Amara Okafor" })).toBeVisible();

  await page.goto("/developers/reactjs");
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});

test("no recruiters-only or hidden profile appears on the pages", async ({ page }) => {
  const left = DEMO_TALENTS.filter((t) => t.vetted && t.visibility !== "public" && t.skills.includes("Angular"));
  expect(left.length).toBeGreaterThan(0);
  await page.goto("/developers/angular");
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
  for (const talent of left)
    await expect(page.getByRole("main")).not.toContainText(`${talent.firstName} ${talent.lastName}`);
});

async function talentId(request: APIRequestContext, token: string, email: string): Promise<number> {
  const response = await request.get(`/api/manage/accounts?kind=talent&q=${encodeURIComponent(email)}`, {
    headers: headers(token),
  });
  expect(response.status(), await response.text()).toBe(200);
  const [account] = (await response.json()).data as { id: number }[];
  if (!account) throw new Error(`no account ${email}`);
  return account.id;
}

test("a skill with no vetted talent shows the hiring steps and the button, no rates and no empty grid", async ({
  page,
  request,
}) => {
  const token = await managerToken(request);
  // Every vetted Affiliate Marketing talent suspended for the while: suspended accounts never show.
  const holders = DEMO_TALENTS.filter((t) => t.vetted && t.skills.includes("Affiliate Marketing"));
  const ids = await Promise.all(holders.map((talent) => talentId(request, token, demoEmail(talent))));
  try {
    for (const id of ids) {
      const suspended = await request.post(`/api/manage/accounts/talent/${id}/suspend`, {
        headers: headers(token),
        data: { reason: "E2E: an empty Hire page" },
      });
      expect(suspended.status(), await suspended.text()).toBe(200);
    }
    await page.goto("/marketers/affiliate-marketing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hire Affiliate Marketers");
    await expect(page.getByText("We are vetting Affiliate Marketers right now.", { exact: false })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Recruit Talent" })).toBeInViewport();
    await expect(page.getByRole("heading", { name: "From brief to first day in under two weeks" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(0);
    await expect(page.getByText(/Median hourly rate/)).toHaveCount(0);
  } finally {
    for (const id of ids)
      await request.post(`/api/manage/accounts/talent/${id}/reinstate`, { headers: headers(token) });
  }
  await page.goto("/marketers/affiliate-marketing");
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
});

test("an unknown skill is a 404", async ({ page }) => {
  expect((await page.goto("/developers/cobol"))?.status()).toBe(404);
  expect((await page.goto("/marketers/reactjs"))?.status()).toBe(404);
});
