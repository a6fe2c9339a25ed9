import fs from "node:fs/promises";
import { expect, test } from "@playwright/test";

import { WIDTHS } from "./support/page-health";
import { loggedInTalent } from "./support/workspace";

const PHONE = WIDTHS[0];
const DESKTOP = WIDTHS[1];

test.describe("at 1280 px", () => {
  test.use({ viewport: DESKTOP });

  test("a collapsed sidebar stays collapsed across reloads and tabs, from the first HTML", async ({
    page,
    context,
  }) => {
    await loggedInTalent(page, "Sid", "Barr");
    const other = await context.newPage();
    await other.goto("/talent/account");
    await expect(other.getByRole("button", { name: "Collapse sidebar" })).toBeVisible();

    const nav = page.getByRole("navigation", { name: "Workspace" });
    const wideBox = await nav.boundingBox();
    await page.getByRole("button", { name: "Collapse sidebar" }).click();
    const expand = page.getByRole("button", { name: "Expand sidebar" });
    await expect(expand).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Account" })).toHaveText("");
    await expect.poll(async () => (await nav.boundingBox())?.width).toBeLessThan((wideBox?.width ?? 0) / 2);

    // The tab already open follows; a reload and a new tab start collapsed.
    await expect(other.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
    await page.reload();
    await expect(expand).toBeVisible();
    const third = await context.newPage();
    await third.goto("/talent");
    await expect(third.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("sidebarExpanded") ?? "{}").state)).toEqual({
      sidebarExpanded: false,
    });
    // The server already draws it collapsed (no jump on load): the document itself says so.
    expect(await (await page.request.get("/talent")).text()).toContain('aria-label="Expand sidebar"');

    await expand.click();
    await expect(page.getByRole("button", { name: "Collapse sidebar" })).toBeVisible();
    await expect(other.getByRole("button", { name: "Collapse sidebar" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Account" })).toHaveText("Account");
  });

  test("the Overview shows the meter and links each missing item to its field", async ({ page }) => {
    await loggedInTalent(page, "Meta", "Ter");
    await expect(page.getByRole("heading", { name: "Welcome back, Meta Ter" })).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Profile completeness" })).toHaveAttribute("aria-valuenow", "0");
    await expect(page.getByRole("link", { name: "Continue your profile" })).toHaveAttribute(
      "href",
      "/talent/onboarding",
    );
    await expect(page.getByText("A profile needs 80% to apply for jobs.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Add a profile photo" })).toHaveAttribute(
      "href",
      "/talent/profile#avatar_url",
    );
    await expect(
      page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Overview" }),
    ).toHaveAttribute("aria-current", "page");
  });

  test("the account page copies the profile address, downloads a JSON Resume and logs out", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    const talent = await loggedInTalent(page, "Jay", "Son");
    await page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Account" }).click();
    await expect(page).toHaveURL(/\/talent\/account$/);
    await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
    await expect(page.getByText(talent.email, { exact: true })).toBeVisible();
    await expect(page.getByText("Recruiters only.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Change visibility" })).toHaveAttribute(
      "href",
      "/talent/profile#visibility",
    );

    const address = page.getByRole("link", { name: /\/profiles\/jay-son/ });
    const url = await address.getAttribute("href");
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    const button = page.getByRole("button", { name: "Download my profile (JSON Resume)" });
    const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^resume-jay-son.*\.json$/);
    const resume = JSON.parse(await fs.readFile(await download.path(), "utf8"));
    expect(resume.basics).toMatchObject({ name: "Jay Son", email: talent.email });

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/talent/account");
    await expect(page).toHaveURL(/\/login\?error=SessionRequired&callbackUrl=%2Ftalent%2Faccount$/);
  });
});

test.describe("at 390 px", () => {
  test.use({ viewport: PHONE });

  test("the sidebar is a drawer whose links are on screen, navigate and close it", async ({ page }) => {
    await loggedInTalent(page, "Dre", "Wer");
    await expect(page.getByRole("button", { name: "Collapse sidebar" })).toBeHidden();
    await page.getByRole("button", { name: "Open navigation" }).click();
    const drawer = page.getByRole("dialog", { name: "Navigation" });
    await expect(drawer).toBeInViewport({ ratio: 1 });
    for (const name of ["Overview", "Engagements", "Profile", "Account"])
      await expect(drawer.getByRole("link", { name })).toBeInViewport({ ratio: 1 });
    await expect(drawer.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
    await drawer.getByRole("link", { name: "Account" }).click();
    await expect(page).toHaveURL(/\/talent\/account$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeInViewport();
    await page.getByRole("button", { name: "Open navigation" }).click();
    await expect(drawer.getByRole("link", { name: "Account" })).toHaveAttribute("aria-current", "page");
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("button", { name: "Open navigation" })).toBeFocused();
  });
});
