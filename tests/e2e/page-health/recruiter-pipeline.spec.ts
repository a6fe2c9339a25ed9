import { expect, test } from "@playwright/test";

import { apiClient, apiJob, appliedTalent, logInClient } from "../support/hiring-api";
import { PageHealth, WIDTHS } from "../support/page-health";

// The recruiter's Overview and a job's applicants board, in every state, at 390 and 1280 px: see support/page-health.ts.

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the Overview, empty and with jobs, is healthy", async ({ page, baseURL }) => {
      const client = await apiClient(page.request);
      await logInClient(page, client);
      const health = await PageHealth.watch(page, baseURL!);
      // A stored token is identified by the talent info call first: for a recruiter it answers 401 by design.
      health.allowError("/api/talent/info");
      await health.visit("/recruiter");
      await expect(page.getByRole("link", { name: "Post your first job" })).toBeInViewport();
      await health.check("recruiter-overview--empty");

      const job = await apiJob(page.request, client.token, {
        title: "Staff platform engineer for a very long job title indeed",
      });
      await appliedTalent(page.request, job.slug, "Olive", "Overview");
      await health.visit("/recruiter");
      await expect(
        page.getByRole("region", { name: "Open jobs" }).getByRole("link", { name: /Staff platform engineer/ }),
      ).toBeVisible();
      await health.check("recruiter-overview--jobs");
    });

    test("the applicants board, empty, with cards and with each overlay open, is healthy", async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(60_000);
      const client = await apiClient(page.request);
      const empty = await apiJob(page.request, client.token, { title: "Nobody yet" });
      const job = await apiJob(page.request, client.token, { title: "Product designer" });
      const pia = await appliedTalent(
        page.request,
        job.slug,
        "Pia",
        "Health",
        "Product designer for B2B tools, design systems and research",
      );
      await appliedTalent(page.request, job.slug, "Quinn", "Second");
      await logInClient(page, client);
      const health = await PageHealth.watch(page, baseURL!);
      // A stored token is identified by the talent info call first: for a recruiter it answers 401 by design.
      health.allowError("/api/talent/info");

      await health.visit(`/recruiter/jobs/${empty.id}/applicants`);
      await expect(page.getByRole("heading", { name: "No applicants yet" })).toBeVisible();
      await health.check("pipeline--empty");

      await health.visit(`/recruiter/jobs/${job.id}/applicants`);
      await expect(page.getByRole("region", { name: "Applied", exact: true }).getByRole("article")).toHaveCount(2);
      await health.check("pipeline--cards");

      await page.getByRole("button", { name: pia.name, exact: true }).click();
      await expect(page.getByRole("dialog", { name: pia.name })).toBeVisible();
      await health.check("pipeline--detail-open", { fullPage: false });
      await page.keyboard.press("Escape");

      await page.getByRole("button", { name: `Move to another stage: ${pia.name}` }).click();
      await expect(page.getByRole("menu")).toBeVisible();
      await health.check("pipeline--stage-menu-open", { fullPage: false });
      await page.getByRole("menuitem", { name: "Rejected" }).click();
      await expect(page.getByRole("dialog", { name: `Reject ${pia.name}` })).toBeVisible();
      await health.check("pipeline--reject-open", { fullPage: false });
      await page.getByRole("button", { name: "Cancel" }).click();
      await expect(page.getByRole("region", { name: "Applied", exact: true }).getByRole("article")).toHaveCount(2);

      await page.getByRole("button", { name: `Move to another stage: ${pia.name}` }).click();
      await page.getByRole("menuitem", { name: "Offer" }).click();
      await expect(page.getByText(`${pia.name} moved to Offer.`)).toBeVisible();
      await page.getByRole("button", { name: /^Offer/ }).click();
      await expect(page.getByRole("region", { name: "Offer", exact: true })).toBeInViewport({ ratio: 1 });
      await health.check("pipeline--moved", { fullPage: false });
    });
  });
}
