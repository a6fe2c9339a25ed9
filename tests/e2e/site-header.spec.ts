import { expect, test, type Page } from "@playwright/test";

async function faqInView(page: Page) {
  await expect(page.locator("#faq-section")).toBeInViewport();
}

test("FAQ's scrolls to the section on the home page", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQ's" }).click();
  await faqInView(page);
  expect(new URL(page.url()).pathname).toBe("/");
});

test("FAQ's scrolls to the talent FAQ on /for-talent without leaving it", async ({ page }) => {
  await page.goto("/for-talent");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQ's" }).click();
  await faqInView(page);
  expect(new URL(page.url()).pathname).toBe("/for-talent");
});

test("FAQ's on /jobs goes home and then scrolls to the section", async ({ page }) => {
  await page.goto("/jobs");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQ's" }).click();
  await expect(page).toHaveURL(/\/#faq-section$/);
  await faqInView(page);
});

test("a direct load of /#faq-section lands on the section", async ({ page }) => {
  await page.goto("/#faq-section");
  await faqInView(page);
});

test("the logo prefetches the home page only once the reader points at it, then goes home", async ({ page }) => {
  const homeFetches: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/" && url.searchParams.has("_rsc"))
      homeFetches.push(request.headers()["next-router-prefetch"] ?? "navigation");
  });
  await page.goto("/jobs");
  await page.waitForLoadState("networkidle");
  // The job cards and header links prefetch on sight; the logo and the FAQ's link (both to /) wait for intent.
  expect(homeFetches).toEqual([]);
  const logo = page.getByRole("banner").getByRole("link", { name: "Hireloop home" });
  await logo.hover();
  await expect.poll(() => homeFetches.length).toBeGreaterThan(0);
  expect(homeFetches[0]).toBe("1");
  await logo.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
});

test("'Recruit Talent' opens the recruiter signup in a new tab", async ({ page, context }) => {
  await page.goto("/");
  const link = page.getByRole("banner").getByRole("link", { name: "Recruit Talent" });
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /noopener/);
  const [tab] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe("/signup/recruiter");
  expect(new URL(page.url()).pathname).toBe("/");
});

test("a route change runs the #266FF1 progress bar, 4 px high, hidden from assistive technology", async ({ page }) => {
  await page.goto("/for-talent");
  // Prefetched pages switch in milliseconds, so record the bar the moment it appears.
  const barWhenShown = page.evaluate(
    () =>
      new Promise<Record<string, string | null>>((resolve) => {
        const observer = new MutationObserver(() => {
          const bar = document.querySelector("#nprogress .bar");
          if (!bar) return;
          observer.disconnect();
          const style = getComputedStyle(bar);
          resolve({
            role: bar.getAttribute("role"),
            ariaHidden: bar.getAttribute("aria-hidden"),
            color: style.backgroundColor,
            height: style.height,
          });
        });
        observer.observe(document.documentElement, { childList: true, subtree: true });
      }),
  );
  await page.getByRole("banner").getByRole("link", { name: "Fresh Talent" }).first().click();
  expect(await barWhenShown).toEqual({ role: null, ariaHidden: "true", color: "rgb(38, 111, 241)", height: "4px" });
  await expect(page).toHaveURL(/\/fresh-talent$/);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the full-screen menu opens, traps focus, closes with Escape and on navigation", async ({ page }) => {
    await page.goto("/");
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    // The whole screen, not a strip the size of the header it is declared in.
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await expect(dialog.getByRole("link", { name: "Explore Jobs" })).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole("button", { name: "Close menu" })).toBeFocused();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await dialog.getByRole("button", { name: "Close menu" }).click();
    await expect(dialog).toBeHidden();

    await toggle.click();
    await dialog.getByRole("link", { name: "Explore Jobs" }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(dialog).toBeHidden();
  });
});
