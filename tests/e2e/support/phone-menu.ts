import { expect, type Page } from "@playwright/test";

import type { PageHealth } from "./page-health";

export const hasPhoneMenu = (page: Page) => page.getByRole("button", { name: "Open menu" }).isVisible();

/** Opens the phone menu, checks it as an overlay, and closes it again with Escape. */
export async function checkPhoneMenu(health: PageHealth, state: string) {
  const { page } = health;
  const toggle = page.getByRole("button", { name: "Open menu" });
  await toggle.click();
  // The open dialog hides the rest of the page from assistive technology, the toggle included.
  await expect(page.locator('button[aria-label="Open menu"]')).toHaveAttribute("aria-expanded", "true");
  await health.check(`${state}--menu-open`, { fullPage: false });
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
}
