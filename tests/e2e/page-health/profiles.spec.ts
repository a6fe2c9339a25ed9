import { expect, test } from "@playwright/test";

import { PageHealth, WIDTHS } from "../support/page-health";
import { checkPhoneMenu, hasPhoneMenu } from "../support/phone-menu";
import { demoTalent, signUpRecruiter } from "../support/profiles";

// Profile pages at 390 and 1280 px: see support/page-health.ts for the checks.

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a public profile is healthy, signed out", async ({ page, baseURL }) => {
      const health = await PageHealth.watch(page, baseURL!);
      await health.visit("/profiles/amara-okafor");
      await expect(page.getByRole("heading", { level: 1, name: "Amara Okafor" })).toBeVisible();
      await health.check("profile-public");
      if (await hasPhoneMenu(page)) await checkPhoneMenu(health, "profile-public");
    });

    test("a generated public profile is healthy, signed out", async ({ page, baseURL }) => {
      const health = await PageHealth.watch(page, baseURL!);
      await health.visit(demoTalent("public").path);
      await health.check("profile-public-generated");
    });

    test("a recruiters-only profile is healthy for a recruiter, résumé button included", async ({ page, baseURL }) => {
      const talent = demoTalent("recruiters");
      const health = await PageHealth.watch(page, baseURL!);
      await signUpRecruiter(page);
      // On a fresh load the stored token is identified by the talent info call first, then the client's:
      // for a recruiter the first one answers 401 by design.
      health.allowError("/api/talent/info");
      await health.visit(talent.path);
      await expect(page.getByRole("button", { name: "Download résumé (PDF)" })).toBeVisible();
      await health.check("profile-recruiters-as-recruiter");
      if (await hasPhoneMenu(page)) await checkPhoneMenu(health, "profile-recruiters-as-recruiter");
    });

    test("a recruiters-only profile is a healthy 404 when signed out", async ({ page, baseURL }) => {
      const health = await PageHealth.watch(page, baseURL!);
      await health.visit(demoTalent("recruiters").path, 404);
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
      await health.check("profile-not-found");
      if (await hasPhoneMenu(page)) await checkPhoneMenu(health, "profile-not-found");
    });
  });
}
