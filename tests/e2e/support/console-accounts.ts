import { expect, type Page } from "@playwright/test";

import { E2E_MANAGER, managerToken } from "./manager";

/**
 * Opens a console page signed out, so the console's sign-in takes the suite's manager there (`next`): the
 * way a bookmarked console page is reached.
 */
export async function openConsolePage(page: Page, path: string): Promise<void> {
  await managerToken(page.request);
  // That API sign-in shares the page's cookie jar and left the console's cookie: sign in as a person would.
  await page.context().clearCookies({ name: "manager_session" });
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Manager console" })).toBeVisible();
  await page.getByLabel("Email").fill(E2E_MANAGER.email);
  await page.getByLabel("Password").fill(E2E_MANAGER.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  // The manager's menu in the top bar (the sidebar is a drawer on a phone); exact, as the managers list has
  // "Suspend Mira Manager" once another manager is active.
  await expect(
    page.getByRole("button", { name: `${E2E_MANAGER.first_name} ${E2E_MANAGER.last_name}`, exact: true }),
  ).toBeVisible();
}
