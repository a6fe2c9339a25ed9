import { expect, test } from "@playwright/test";

import { PageHealth, WIDTHS } from "../support/page-health";
import { apiJob, logoPng } from "../support/recruiter";
import { loggedInRecruiter } from "../support/workspace";

// The recruiter's company and jobs screens and the public company page at 390 and 1280 px: see support/page-health.ts.

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the company, the jobs list, the job editor and the public company page are healthy", async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const health = await PageHealth.watch(page, baseURL!);
      // At start-up the stored token is identified by the talent info call first (the spec's order).
      health.allowError("/api/talent/info");
      await loggedInRecruiter(page, "Hal", "Health");

      await health.visit("/recruiter/company");
      await expect(page.getByRole("heading", { level: 1, name: "Company" })).toBeVisible();
      await health.check("recruiter-company");
      await page.getByLabel("Website").fill("not a site");
      await page.getByRole("button", { name: "Save company" }).click();
      await expect(page.getByLabel("Website")).toHaveAttribute("aria-invalid", "true");
      await health.check("recruiter-company--errors");
      await page.getByLabel("Website").fill("https://shell-check.example");
      await page.getByLabel("Company size").selectOption("11-50");
      await page.getByLabel("Your team's time zone").selectOption("America/Sao_Paulo");
      await page
        .getByLabel("About the company")
        .fill("We check shells for a living.\n\nA team of twelve across two continents, hiring remote engineers.");
      await page.getByRole("button", { name: "Save company" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Company saved" })).toBeVisible();
      await page
        .getByLabel("Upload logo")
        .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logoPng() });
      await expect(page.getByRole("img", { name: "Shell Check Ltd logo" })).toBeVisible();
      await health.check("recruiter-company--saved");

      await health.visit("/recruiter/jobs");
      await expect(page.getByRole("heading", { name: "No jobs yet" })).toBeVisible();
      await health.check("recruiter-jobs--empty");

      await health.visit("/recruiter/jobs/new");
      await expect(page.getByRole("heading", { level: 1, name: "Post a job" })).toBeVisible();
      await health.check("recruiter-job-new");
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect(page.getByLabel("Job title")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel("Job title")).toBeFocused();
      await health.check("recruiter-job-new--errors");
      await page.getByLabel("Job title").fill("Growth Marketer for a B2B SaaS with a rather long title");
      await page.getByLabel("Category").selectOption({ label: "Digital Marketing" });
      await page
        .getByLabel("Description")
        .fill("Plan and run our campaigns.\n\nYou own the numbers and the experiments.");
      await page.getByRole("combobox", { name: "Add other skills" }).fill("se");
      await expect(page.getByRole("listbox", { name: "Skill suggestions" })).toBeVisible();
      await health.check("recruiter-job-new--typeahead-open", { fullPage: false });
      await page.getByRole("combobox", { name: "Add other skills" }).press("Escape");
      await page.getByRole("button", { name: "Preview" }).click();
      await expect(page.getByRole("region", { name: "Preview: how the job page will look" })).toBeVisible();
      await health.check("recruiter-job-new--preview");

      const open = await apiJob(page, "Senior React Developer");
      await apiJob(page, "Data Engineer (draft)", false);
      await health.visit("/recruiter/jobs");
      await expect(page.getByRole("article")).toHaveCount(2);
      await health.check("recruiter-jobs");

      await health.visit(`/recruiter/jobs/${open.id}/edit`);
      await expect(page.getByRole("heading", { level: 1, name: "Edit job" })).toBeVisible();
      await health.check("recruiter-job-edit");
      // A published job's new title waits for review: the editor says so and keeps the pending version.
      await page.getByLabel("Job title").fill("Senior React Developer, platform team");
      await page.getByRole("button", { name: "Save changes" }).click();
      await expect(page.getByRole("note").filter({ hasText: "Changes waiting for review" })).toBeVisible();
      await health.check("recruiter-job-edit--changes-waiting");

      await health.visit("/recruiter/company");
      const publicPath = await page.getByRole("link", { name: "View public page" }).getAttribute("href");
      await health.visit(publicPath!);
      await expect(page.getByRole("link", { name: "Senior React Developer" })).toBeVisible();
      await health.check("company-page");
      await health.visit("/companies/no-such-company-here", 404);
      await health.check("company-page--not-found");
    });
  });
}
