import { expect, test } from "@playwright/test";

test("filters live in the URL, results follow them, and Back restores the previous list", async ({ page }) => {
  await page.goto("/jobs");
  await expect(page.getByText(/jobs · page 1 of/)).toBeVisible();
  const allCount = await page.locator("main article").count();
  expect(allCount).toBe(12);

  await page.getByLabel("Category").selectOption({ label: "UI/UX Design" });
  await page.getByLabel("Sort by").selectOption({ label: "Highest rate" });
  await page.getByRole("button", { name: "Show jobs" }).click();
  await expect(page).toHaveURL(/category=2/);
  await expect(page).toHaveURL(/sort=rate_high/);
  const categories = await page.locator("main article").evaluateAll((cards) => cards.map((c) => c.textContent ?? ""));
  expect(categories.length).toBeGreaterThan(0);
  for (const text of categories) expect(text).toContain("UI/UX Design");
  await expect(page.getByLabel("Category")).toHaveValue("2");

  await page.goBack();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.locator("main article")).toHaveCount(12);
});

test("a search with no match shows the empty state, and bad filters a clear message", async ({ page }) => {
  await page.goto("/jobs?search=zzzqqqnothing");
  await expect(page.getByRole("main").getByRole("status")).toContainText("No jobs match these filters");
  await page.goto("/jobs?rate_min=90&rate_max=10");
  await expect(page.getByRole("main").getByRole("alert")).toContainText("The maximum rate must be at least the minimum rate.");
});

test("pagination moves through pages by URL and keeps the filters", async ({ page }) => {
  await page.goto("/jobs?sort=rate_low");
  const pagination = page.getByRole("navigation", { name: "Pagination" });
  await expect(pagination.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  const firstPageTitles = await page.locator("main article h2").allTextContents();
  await pagination.getByRole("link", { name: "Next →" }).click();
  await expect(page).toHaveURL(/sort=rate_low&page=2/);
  await expect(pagination.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  const secondPageTitles = await page.locator("main article h2").allTextContents();
  expect(secondPageTitles.some((title) => firstPageTitles.includes(title))).toBe(false);
  await page.goto("/jobs?page=999");
  await expect(page.getByRole("main").getByRole("status")).toContainText("No jobs match these filters");
});
