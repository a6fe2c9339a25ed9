import { expect, test } from "@playwright/test";

import { API_KEY, uniqueEmail } from "../support/auth";
import { openConsolePage } from "../support/console-accounts";
import { apiClient } from "../support/hiring-api";
import { managerToken } from "../support/manager";
import { joinedColleague } from "../support/manager-colleague";
import { PageHealth, WIDTHS } from "../support/page-health";

// The console's Accounts section: results (table or cards), no results, the suspend dialog, managers and
// an invitation; and the invitation page, usable and used up.

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("admin/accounts: results, the suspend dialog, and no results", async ({ page, baseURL }) => {
      const client = await apiClient(page.request, "Hilda", "Health");
      const health = await PageHealth.watch(page, baseURL!);
      await openConsolePage(page, "/admin/accounts");
      await health.check("admin-accounts");
      await health.visit(`/admin/accounts?${new URLSearchParams({ q: client.email })}`);
      await expect(page.getByText("1 account", { exact: true })).toBeVisible();
      await health.check("admin-accounts--found");
      const suspend = page.getByRole("button", { name: `Suspend ${client.name}` });
      await expect(suspend).toBeInViewport();
      await suspend.click();
      await expect(page.getByRole("dialog", { name: `Suspend ${client.name}?` })).toBeVisible();
      await health.check("admin-accounts--suspend-dialog", { fullPage: false });
      await page.keyboard.press("Escape");
      await health.visit("/admin/accounts?q=nobody-has-this-name-at-all&status=suspended");
      await expect(page.getByRole("heading", { name: "No accounts match" })).toBeVisible();
      await health.check("admin-accounts--no-results");
      await page.getByRole("link", { name: "Clear the search" }).click();
      await expect(page).toHaveURL(/\/admin\/accounts$/);
    });

    test("admin/accounts/managers: the list, the suspend dialog, an invitation and its revoke dialog", async ({
      page,
      baseURL,
    }) => {
      // Several pages and a delivered mail: more than the default 30 s on a loaded machine.
      test.slow();
      const colleague = await joinedColleague(page.request, "Hale");
      const health = await PageHealth.watch(page, baseURL!);
      await openConsolePage(page, "/admin/accounts/managers");
      await health.check("admin-managers");
      const suspend = page.getByRole("button", { name: `Suspend ${colleague.name}` });
      await suspend.scrollIntoViewIfNeeded();
      await suspend.click();
      await expect(page.getByRole("dialog", { name: `Suspend ${colleague.name}?` })).toBeVisible();
      await health.check("admin-managers--suspend-dialog", { fullPage: false });
      await page.keyboard.press("Escape");

      const email = uniqueEmail("e2e-health-invite");
      await page.getByLabel("Email").fill(email);
      await page.getByRole("button", { name: "Send invitation" }).click();
      await expect(page.getByLabel("Invitation link")).toBeVisible();
      await health.check("admin-managers--invited");
      const revoke = page.getByRole("button", { name: `Revoke the invitation to ${email}` });
      await revoke.scrollIntoViewIfNeeded();
      await revoke.click();
      await expect(page.getByRole("dialog", { name: `Revoke the invitation to ${email}?` })).toBeVisible();
      await health.check("admin-managers--revoke-dialog", { fullPage: false });
      await page.keyboard.press("Escape");
    });

    test("admin/invite: the form for a usable link, and a link that cannot be used", async ({
      page,
      baseURL,
      request,
    }) => {
      const token = await managerToken(request);
      const sent = await request.post("/api/manage/invites", {
        headers: { "X-API-KEY": API_KEY, Authorization: `Bearer ${token}` },
        data: { email: uniqueEmail("e2e-health-invitee") },
      });
      expect(sent.status()).toBe(201);
      const link = new URL((await sent.json()).data.link as string);
      const health = await PageHealth.watch(page, baseURL!);
      await health.visit(`${link.pathname}${link.search}`);
      await expect(page.getByRole("heading", { level: 1, name: "Join the manager console" })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex, ?nofollow/);
      await health.check("admin-invite");
      await health.visit("/admin/invite?token=not-a-real-invitation-token");
      await expect(page.getByRole("heading", { level: 1, name: "This invitation cannot be used" })).toBeVisible();
      await health.check("admin-invite--gone");
      await page.getByRole("link", { name: "Go to the manager sign-in" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Manager console" })).toBeVisible();
    });
  });
}
