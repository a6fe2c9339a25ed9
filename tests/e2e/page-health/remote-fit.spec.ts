import { expect, test, type Page } from "@playwright/test";

import { PageHealth, WIDTHS } from "../support/page-health";
import { moveTalentToLagos, remoteFitJobs } from "../support/remote-fit";
import { loggedInTalent } from "../support/talent";
import { loggedInRecruiter } from "../support/workspace";

// Remote fit's states at 390 and 1280 px: the job form's "Hires from" and overlap, the job page for a talent, the board's filters.

/** The board's filters: on the page from 768 px, behind the Filters button on a phone. */
async function boardFilters(page: Page, width: number) {
  if (width >= 768) return page.getByRole("search", { name: "Filter jobs" });
  await page.getByRole("button", { name: /^Filters/ }).click();
  return page.getByRole("dialog", { name: "Filter jobs" });
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the job form's hires-from and overlap controls are healthy", async ({ page, baseURL }) => {
      const health = await PageHealth.watch(page, baseURL!);
      health.allowError("/api/talent/info");
      await loggedInRecruiter(page, "Rhea", "Remote");
      await health.visit("/recruiter/jobs/new");
      await page.getByLabel("Job title").fill("Platform engineer, Europe and Nigeria");
      await page.getByLabel("Category").selectOption({ label: "Software Development" });
      await page.getByLabel("Experience level").selectOption({ label: "Senior" });
      await page.getByLabel("Description").fill("Run our platform.\n\nYou own the deploys and the on-call rota.");
      await page.getByLabel("Job type").selectOption({ label: "Hourly" });
      await page.getByLabel("Minimum rate").fill("60");
      await page.getByLabel("Maximum rate").fill("90");
      await page.getByRole("radio", { name: "Chosen regions and countries" }).check();
      await page.getByRole("checkbox", { name: "Europe" }).check();
      await page.getByLabel("Add a country").selectOption({ label: "Nigeria" });
      await page.getByRole("checkbox", { name: "Talent must share part of these working hours" }).check();
      await page.getByLabel("Time zone").selectOption("America/New_York");
      await page.getByLabel("Minimum shared hours").fill("9");
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect(page.getByLabel("Minimum shared hours")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel("Minimum shared hours")).toBeFocused();
      await health.check("recruiter-job-new--remote-fit");
    });

    test("the job page's fit lines and the board's remote filters are healthy for a talent", async ({
      page,
      baseURL,
    }) => {
      const { marker, europe, africa } = await remoteFitJobs(page);
      const health = await PageHealth.watch(page, baseURL!);
      await loggedInTalent(page, "Ife", "Health");
      await health.visit(`/jobs?search=${marker}`);
      const filters = await boardFilters(page, viewport.width);
      await filters.getByText("More filters").click();
      await expect(filters.getByText(/add your country to/)).toBeVisible();
      await health.check("jobs--remote-filters-profile-missing", { fullPage: viewport.width >= 768 });

      await moveTalentToLagos(page);
      await health.visit(`/jobs/${europe.slug}`);
      await expect(page.getByText("Eligible: no (this role hires in Europe only)")).toBeVisible();
      await health.check("job--not-eligible");
      await health.visit(`/jobs/${africa.slug}`);
      await expect(page.getByText("Overlap: 6 h of the required 3 h")).toBeVisible();
      await health.check("job--eligible-overlap");
      // A remote filter in the URL opens "More filters" by itself.
      await health.visit(`/jobs?search=${marker}&eligible_country=NG`);
      await expect((await boardFilters(page, viewport.width)).getByLabel("Overlap with my hours")).toBeVisible();
      await health.check("jobs--remote-filters", { fullPage: viewport.width >= 768 });
    });
  });
}
