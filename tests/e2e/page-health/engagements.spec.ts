import { expect, test } from "@playwright/test";

import { apiAccept, apiOffer, dayIn, workingHours } from "../support/engagements";
import { apiClient, apiJob, appliedTalent, logInClient } from "../support/hiring-api";
import { logInTalent } from "../support/messages";
import { PageHealth, WIDTHS } from "../support/page-health";

// Offers and engagements at 390 and 1280 px, for both sides, in each state: empty, missing, an open offer with its
// dialogs, the engagement with its dialogs. See support/page-health.ts for the checks.

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("offers, engagement lists and pages, with their dialogs, are healthy on both sides", async ({
      page,
      browser,
      baseURL,
      request,
    }) => {
      test.slow(); // two people walk a dozen states, each checked and photographed
      const client = await apiClient(request);
      await workingHours(request, "client", client.token, "Europe/Berlin");
      const job = await apiJob(request, client.token, { title: "Health engagement role" });
      const talent = await appliedTalent(request, job.slug, "Ada", "Lagos");
      await workingHours(request, "talent", talent.token, "Africa/Lagos");

      const recruiterPage = await (
        await browser.newContext({ baseURL, viewport, timezoneId: "Europe/Berlin" })
      ).newPage();
      await logInClient(recruiterPage, client);
      const recruiter = await PageHealth.watch(recruiterPage, baseURL!);
      // A stored token is identified by the talent info call first: for a recruiter it answers 401 by design.
      recruiter.allowError("/api/talent/info");
      await recruiter.visit("/recruiter/engagements");
      await expect(recruiterPage.getByRole("heading", { name: "No engagements yet" })).toBeVisible();
      await recruiter.check("recruiter-engagements--empty");

      await recruiter.visit(`/recruiter/jobs/${job.id}/applicants?application=${talent.applicationId}`);
      const offerPart = recruiterPage.getByRole("region", { name: "Offer", exact: true });
      await expect(offerPart).toContainText("No offer yet.");
      await offerPart.getByRole("button", { name: "Make an offer" }).click();
      const form = recruiterPage.getByRole("dialog", { name: `Offer to ${talent.name}` });
      await form.getByLabel("Contract type").selectOption("project");
      await form.getByRole("button", { name: "Add a milestone" }).click();
      await form.getByRole("button", { name: "Send offer" }).click();
      await expect(form.getByText("Enter an amount such as 45 or 45.50.").first()).toBeVisible();
      // The form focuses its first wrong field; the check below scrolls the dialog to reach every button, so the
      // photograph is taken with the focus back on Send, as after a second look at the errors.
      await form.getByRole("button", { name: "Send offer" }).focus();
      await recruiter.check("recruiter-offer-dialog--errors", { fullPage: false });
      await recruiterPage.keyboard.press("Escape");
      await expect(form).toBeHidden();

      const offerId = await apiOffer(request, client.token, talent.applicationId, {
        start_date: dayIn("Europe/Berlin", -21),
      });
      await recruiter.visit(`/recruiter/jobs/${job.id}/applicants?application=${talent.applicationId}`);
      await expect(offerPart.getByText("Sent", { exact: true })).toBeVisible();
      await recruiter.check("recruiter-applicant--offer-sent", { fullPage: false });

      await logInTalent(page, talent.email);
      const health = await PageHealth.watch(page, baseURL!);
      health.allowError("/api/talent/engagements/999999");
      await health.visit("/talent/engagements/999999");
      await expect(page.getByRole("heading", { name: "This engagement could not be found." })).toBeVisible();
      await health.check("talent-engagement--missing");

      await health.visit("/talent/engagements");
      const offer = page.getByRole("region", { name: /Offer from/ });
      await expect(offer).toContainText("$45.50 per hour");
      await expect(page.getByRole("heading", { name: "No engagements yet" })).toBeVisible();
      await health.check("talent-engagements--offer");
      await offer.getByRole("button", { name: "Decline" }).click();
      const decline = page.getByRole("dialog", { name: "Decline this offer?" });
      await decline.getByRole("button", { name: "Decline" }).click();
      await expect(decline.getByText("Give a reason.")).toBeVisible();
      await health.check("talent-offer--decline-dialog", { fullPage: false });
      await page.keyboard.press("Escape");

      await health.visit("/talent/applications");
      await expect(page.getByRole("region", { name: /Offer from/ })).toBeVisible();
      await health.check("talent-applications--offer");
      await page.getByRole("button", { name: "Accept" }).click();
      await expect(page.getByRole("dialog", { name: "Accept this offer?" })).toBeVisible();
      await health.check("talent-offer--accept-dialog", { fullPage: false });
      await page.keyboard.press("Escape");

      const engagementId = await apiAccept(request, talent.token, offerId);
      await health.visit(`/talent/engagements/${engagementId}`);
      await expect(page.getByRole("heading", { name: "Health engagement role" })).toBeVisible();
      await health.check("talent-engagement");
      await page.getByRole("button", { name: "End engagement" }).click();
      await expect(page.getByRole("dialog", { name: "End this engagement?" })).toBeVisible();
      await health.check("talent-engagement--end-dialog", { fullPage: false });
      await page.keyboard.press("Escape");
      await health.visit("/talent/engagements");
      await expect(page.getByRole("link", { name: /Open the engagement for Health engagement role/ })).toBeVisible();
      await health.check("talent-engagements--list");

      await recruiter.visit("/recruiter/engagements");
      await expect(
        recruiterPage.getByRole("link", { name: /Open the engagement for Health engagement role/ }),
      ).toBeVisible();
      await recruiter.check("recruiter-engagements--list");
      await recruiter.visit(`/recruiter/engagements/${engagementId}`);
      await expect(recruiterPage.getByText("Active", { exact: true })).toBeVisible();
      await recruiter.check("recruiter-engagement");
      await recruiterPage.getByRole("button", { name: "Change weekly hours" }).click();
      await expect(recruiterPage.getByRole("dialog", { name: "Change the weekly hours" })).toBeVisible();
      await recruiter.check("recruiter-engagement--cap-dialog", { fullPage: false });
      await recruiterPage.keyboard.press("Escape");
      await recruiterPage.getByRole("button", { name: "End engagement" }).click();
      await expect(recruiterPage.getByRole("dialog", { name: "End this engagement?" })).toBeVisible();
      await recruiter.check("recruiter-engagement--end-dialog", { fullPage: false });
    });
  });
}
