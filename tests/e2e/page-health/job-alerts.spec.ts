import crypto from "node:crypto";
import { expect, test } from "@playwright/test";

import { PageHealth, WIDTHS } from "../support/page-health";
import { loggedInTalent } from "../support/talent";

// The board's "Save this search" and the talent's Job alerts section at 390 and 1280 px: see support/page-health.ts.

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("saving a search on the board and the Job alerts section, empty and filled, are healthy", async ({
      page,
      baseURL,
    }) => {
      test.slow();
      const word = `heron${crypto.randomBytes(3).toString("hex")}`;
      await loggedInTalent(page, "Hugo", "Health");
      const health = await PageHealth.watch(page, baseURL!);

      await health.visit("/talent/saved-jobs");
      await expect(page.getByRole("heading", { name: "No saved searches yet" })).toBeVisible();
      await health.check("talent-job-alerts--empty");

      await health.visit(
        `/jobs?search=${word}&category=2&skills=Figma&experience_level=senior&rate_min=40&rate_max=95`,
      );
      await page.getByRole("button", { name: "Save this search" }).click();
      await expect(page.getByLabel("Name of the search")).toBeVisible();
      await health.check("jobs--save-search-form", { fullPage: false });
      await page.getByRole("button", { name: "Save search" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Search saved." })).toBeVisible();
      await health.check("jobs--save-search-saved", { fullPage: false });

      await health.visit(`/jobs?search=${word}2`);
      await page.getByRole("button", { name: "Save this search" }).click();
      await page.getByLabel("Name of the search").fill(`A rather long name for a saved search about ${word} roles`);
      await page.getByRole("button", { name: "Save search" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Search saved." })).toBeVisible();

      await health.visit("/talent/saved-jobs#job-alerts");
      const section = page.getByRole("region", { name: "Job alerts" });
      await expect(section.getByRole("article")).toHaveCount(2);
      await expect(section.getByRole("paragraph").filter({ hasText: `“${word}2”` })).toBeVisible();
      await expect(
        section.getByRole("heading", { name: `“${word}” · UI/UX Design · Skills: figma · Senior · $40–$95/h` }),
      ).toBeVisible();
      await health.check("talent-job-alerts");
    });
  });
}
