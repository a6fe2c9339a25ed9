import { expect, type Page } from "@playwright/test";

import { managerToken } from "./manager";

/** Signs this browser in as the suite's manager: the login answer sets the console's cookie on the context. */
export async function signInToConsole(page: Page): Promise<void> {
  await managerToken(page.request);
}

/** The console page at `path`, signed in, its sidebar shown. */
export async function openConsole(page: Page, path: string): Promise<void> {
  await signInToConsole(page);
  await page.goto(`/admin?next=${encodeURIComponent(path)}`);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, "\\$&")}$`));
  await expect(page.getByRole("navigation", { name: "Workspace" }).first()).toBeVisible();
}
