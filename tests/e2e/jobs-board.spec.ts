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
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    "The maximum rate must be at least the minimum rate.",
  );
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

test("each card shows its job's title, company, category, date, facts, skills and save link, and opens the job", async ({
  page,
}) => {
  await page.goto("/jobs");
  const card = page.locator("main article").first();
  const title = card.getByRole("heading", { level: 2 }).getByRole("link");
  const href = await title.getAttribute("href");
  expect(href).toMatch(/^\/jobs\/[a-z0-9-]+$/);
  await expect(card.getByText(/ · (Software Development|UI\/UX Design|Digital Marketing)$/)).toBeVisible();
  await expect(card.locator("time")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await expect(card.locator("dd").last()).toHaveText(/^\$[\d,]+(-\$[\d,]+)?\/h$/);
  expect(await card.getByRole("list", { name: "Skills" }).getByRole("listitem").count()).toBeGreaterThan(0);
  await expect(card.getByRole("link", { name: /^Save / })).toHaveAttribute(
    "href",
    `/login?callbackUrl=${encodeURIComponent(href ?? "")}`,
  );

  const jobTitle = (await title.textContent())?.trim() ?? "";
  await title.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(jobTitle);
});

test("the Hires from filter lists every country and keeps the chosen one", async ({ page }) => {
  await page.goto("/jobs?eligible_country=NG");
  const hiresFrom = page.getByLabel("Hires from");
  await expect(hiresFrom).toHaveValue("NG");
  expect(await hiresFrom.locator("option").count()).toBeGreaterThan(200);
  await page.getByRole("button", { name: "Show jobs" }).click();
  await expect(page).toHaveURL(/eligible_country=NG/);
});

test("the skill filter finds ReactJs jobs for React, and suggests the catalogue's names", async ({ page }) => {
  await page.goto("/jobs?skills=React");
  const skills = await page.locator("main article").evaluateAll((cards) => cards.map((c) => c.textContent ?? ""));
  expect(skills.length).toBeGreaterThan(0);
  for (const text of skills) expect(text).toContain("ReactJs");
  const input = page.getByRole("combobox", { name: /Skills/ });
  await input.fill("k8");
  await page.getByRole("option", { name: "Kubernetes" }).click();
  await expect(input).toHaveValue("Kubernetes, ");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the filters wait behind a Filters button; applying them updates the list", async ({ page }) => {
    await page.goto("/jobs?category=1");
    await expect(page.getByRole("search", { name: "Filter jobs" })).toBeHidden();
    await expect(page.locator("main article").first()).toBeInViewport();
    const button = page.getByRole("button", { name: "Filters, 1 active" });
    await expect(button).toBeInViewport();
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Filter jobs" });
    await expect(dialog).toBeInViewport({ ratio: 1 });
    await dialog.getByLabel("Category").selectOption({ label: "UI/UX Design" });
    await dialog.getByLabel("Job type").selectOption({ label: "Hourly" });
    const show = dialog.getByRole("button", { name: "Show jobs" });
    await expect(show).toBeInViewport({ ratio: 1 });
    await show.click();
    await expect(page).toHaveURL(/category=2/);
    await expect(page).toHaveURL(/job_type=hourly/);
    await expect(page.getByRole("button", { name: "Filters, 2 active" })).toBeInViewport();
    const cards = await page.locator("main article").evaluateAll((all) => all.map((c) => c.textContent ?? ""));
    expect(cards.length).toBeGreaterThan(0);
    for (const text of cards) expect(text).toContain("UI/UX Design");
  });
});
