import crypto from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";

import { API_KEY } from "../support/auth";
import { apiRecruiterWithToken, closeJob, makeApplyReady, postJob, talentToken } from "../support/hiring";
import { PageHealth, WIDTHS } from "../support/page-health";
import { loggedInTalent } from "../support/talent";
import { verifyFromMail } from "../support/verification";

// The talent's hiring screens at 390 and 1280 px, in each state: see support/page-health.ts for the checks.

const saveJob = async (request: APIRequestContext, token: string, slug: string) => {
  const response = await request.put(`/api/talent/saved-jobs/${slug}`, {
    headers: { "X-API-KEY": API_KEY, Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
};

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the job page's apply box and dialogs, Applications and Saved jobs, empty and filled, are healthy", async ({
      page,
      baseURL,
    }) => {
      test.slow(); // one talent walks every state: a dozen pages, each checked and photographed
      const recruiter = await apiRecruiterWithToken(page.request, "Health Check Co");
      const suffix = crypto.randomBytes(3).toString("hex");
      const job = await postJob(page.request, recruiter.token, `Health engineer ${suffix}`);
      const closed = await postJob(page.request, recruiter.token, `Closed health role ${suffix}`);
      await loggedInTalent(page, "Hana", "Health");
      // Verified first, so the job page offers Apply (its state before verification has its own page-health spec).
      await verifyFromMail(page.request, "talent", await talentToken(page));
      const health = await PageHealth.watch(page, baseURL!);

      await health.visit("/talent/applications");
      await expect(page.getByRole("heading", { name: "No applications yet" })).toBeVisible();
      await health.check("talent-applications--empty");
      await health.visit("/talent/saved-jobs");
      await expect(page.getByRole("heading", { name: "No saved jobs yet" })).toBeVisible();
      await health.check("talent-saved-jobs--empty");

      await health.visit(`/jobs/${job.slug}`);
      await page.getByRole("button", { name: "Apply", exact: true }).click();
      await expect(page.getByRole("dialog", { name: "Complete your profile to apply" })).toBeVisible();
      await health.check("job--apply-incomplete", { fullPage: false });

      await makeApplyReady(page);
      await health.visit(`/jobs/${job.slug}`);
      await page.getByRole("button", { name: "Apply", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: `Apply: ${job.title}` });
      await dialog.getByLabel("Cover note (optional)").fill("Remote React work is what I do best. ".repeat(8));
      await health.check("job--apply-dialog", { fullPage: false });
      await dialog.getByRole("button", { name: "Submit application" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Applied on" })).toBeVisible();
      await page.getByRole("button", { name: `Save ${job.title}` }).click();
      await expect(page.getByRole("button", { name: `Saved ${job.title}` })).toBeVisible();
      await health.check("job--applied-saved");

      await saveJob(page.request, await talentToken(page), closed.slug);
      await closeJob(page.request, recruiter.token, closed.id);
      await health.visit(`/jobs/${closed.slug}`);
      await expect(page.getByRole("heading", { name: "This job is closed" })).toBeVisible();
      await health.check("job--closed");

      await health.visit(`/jobs?search=${encodeURIComponent(job.title)}`);
      await expect(page.getByRole("button", { name: `Saved ${job.title}` })).toBeVisible();
      await health.check("jobs--saved-card");

      await health.visit("/talent/applications");
      await expect(page.getByRole("article", { name: job.title })).toBeVisible();
      await health.check("talent-applications");
      await page.getByRole("button", { name: "Withdraw" }).click();
      await expect(page.getByRole("dialog", { name: "Withdraw this application?" })).toBeVisible();
      await health.check("talent-applications--withdraw-dialog", { fullPage: false });

      await health.visit("/talent");
      await expect(page.getByText("1 active application.")).toBeVisible();
      await health.check("talent-overview--applications");

      await health.visit("/talent/saved-jobs");
      await expect(page.getByText("Closed", { exact: true })).toBeVisible();
      await health.check("talent-saved-jobs");
    });
  });
}
