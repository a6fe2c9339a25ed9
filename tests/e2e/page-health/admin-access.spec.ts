import { expect, test } from "@playwright/test";

import { PageHealth, WIDTHS } from "../support/page-health";

// The console's doors, signed out: its sign-in (and a failed attempt) and a setup link that cannot be used.

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("admin: the manager sign-in, its checks and a refused login", async ({ page, baseURL }) => {
      const health = await PageHealth.watch(page, baseURL!);
      await health.visit("/admin");
      await expect(page.getByRole("heading", { level: 1, name: "Manager console" })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex, ?nofollow/);
      await health.check("admin-login");
      await page.getByRole("button", { name: "Log in" }).click();
      await expect(page.getByLabel("Email")).toHaveAccessibleDescription("The email field is required.");
      await health.check("admin-login--invalid");
      health.allowError("/api/manage/login");
      await page.getByLabel("Email").fill("nobody.manager@example.com");
      await page.getByLabel("Password").fill("not the right phrase");
      await page.getByRole("button", { name: "Log in" }).click();
      await expect(page.getByText("Invalid email or password")).toBeInViewport();
      await health.check("admin-login--refused");
    });

    test("admin/setup: a link that cannot be used says so and leads to the sign-in", async ({ page, baseURL }) => {
      const health = await PageHealth.watch(page, baseURL!);
      await health.visit("/admin/setup?token=not-a-real-setup-token-at-all");
      await expect(page.getByRole("heading", { level: 1, name: "This setup link cannot be used" })).toBeVisible();
      await health.check("admin-setup--gone");
      await page.getByRole("link", { name: "Go to the manager sign-in" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Manager console" })).toBeVisible();
    });
  });
}
