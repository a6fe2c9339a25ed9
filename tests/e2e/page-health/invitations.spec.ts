import crypto from "node:crypto";
import { expect, test } from "@playwright/test";

import { apiClient, apiJob, logInClient } from "../support/hiring-api";
import { apiInvitation, invitationsCard, logInTalent, vettedTalent } from "../support/invitations";
import { PageHealth, WIDTHS } from "../support/page-health";

// Invitations at 390 and 1280 px: the talent's Overview card and its Apply dialog, and the recruiter's Invite dialog.

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the Overview with an invitation, its Apply dialog, and Invite to apply on a profile are healthy", async ({
      page,
      browser,
      baseURL,
    }) => {
      test.slow();
      const suffix = crypto.randomBytes(3).toString("hex");
      const recruiter = await apiClient(page.request, "Hale", "Recruiter");
      const job = await apiJob(page.request, recruiter.token, { title: `Healthy invited role ${suffix}` });
      const talent = await vettedTalent(page.request, "Ina", "Health");
      await apiInvitation(
        page.request,
        recruiter.token,
        talent.id,
        job.id,
        "We liked your profile: your React and TypeScript work is what our remote team needs. ".repeat(3).trim(),
      );

      await logInTalent(page, talent.email);
      const health = await PageHealth.watch(page, baseURL!);
      await health.visit("/talent");
      await expect(invitationsCard(page).getByRole("link", { name: job.title })).toBeVisible();
      await health.check("talent-overview--invitation");
      await invitationsCard(page)
        .getByRole("button", { name: `Apply to ${job.title}` })
        .click();
      await expect(page.getByRole("dialog", { name: `Apply: ${job.title}` })).toBeVisible();
      await health.check("talent-overview--invitation-apply-dialog", { fullPage: false });

      const recruiterContext = await browser.newContext({ viewport });
      const recruiterPage = await recruiterContext.newPage();
      await logInClient(recruiterPage, recruiter);
      const recruiterHealth = await PageHealth.watch(recruiterPage, baseURL!);
      // On a fresh load the stored token is identified by the talent info call first: 401 by design for a recruiter.
      recruiterHealth.allowError("/api/talent/info");
      await recruiterHealth.visit(`/profiles/${talent.handle}`);
      await expect(recruiterPage.getByRole("button", { name: "Invite to apply" })).toBeInViewport();
      await recruiterHealth.check("profile--recruiter-invite");
      await recruiterPage.getByRole("button", { name: "Invite to apply" }).click();
      const dialog = recruiterPage.getByRole("dialog", { name: `Invite ${talent.name} to apply` });
      await expect(dialog.getByLabel("Job")).toBeVisible();
      await dialog.getByLabel("Message (optional)").fill("Short note.");
      await recruiterHealth.check("profile--invite-dialog", { fullPage: false });
      await recruiterContext.close();
    });
  });
}
