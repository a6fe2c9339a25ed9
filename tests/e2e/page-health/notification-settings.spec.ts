import crypto from "node:crypto";
import { expect, test } from "@playwright/test";

import { makeApplyReady } from "../support/hiring";
import { apiClient, apiJob } from "../support/hiring-api";
import { PageHealth, WIDTHS } from "../support/page-health";
import { loggedInRecruiter, loggedInTalent } from "../support/workspace";

// The Notifications card of both account pages, and the notices that say applying or publishing waits for a
// verified email, at 390 and 1280 px.

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("talent: the Notifications card saved, and the job page's apply box before the email is verified", async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const owner = await apiClient(page.request, "Hugo", "Health");
      const job = await apiJob(page.request, owner.token, {
        title: `Health${crypto.randomBytes(3).toString("hex")} Data Engineer`,
      });
      const health = await PageHealth.watch(page, baseURL!);
      await loggedInTalent(page, "Nia", "Notified");

      await health.visit("/talent/account#notifications");
      const card = page.getByRole("region", { name: "Notifications" });
      await expect(card).toBeInViewport();
      await health.check("talent-account--notifications", { fullPage: false });
      await card.getByRole("switch", { name: "An application changes stage" }).click();
      await card.getByRole("button", { name: "Save notification settings" }).click();
      await expect(card.getByRole("status")).toHaveText("Notification settings saved.");
      await expect(card.getByRole("status")).toBeInViewport();
      await health.check("talent-account--notifications-saved", { fullPage: false });

      await makeApplyReady(page, { verifyEmail: false });
      await health.visit(`/jobs/${job.slug}`);
      const notice = page.getByRole("region", { name: "Verify your email to apply" });
      await notice.scrollIntoViewIfNeeded();
      await expect(notice).toBeInViewport();
      await health.check("job-page--verify-to-apply");
      await notice.getByRole("button", { name: "Resend" }).click();
      await expect(notice.getByText("Sent. Check your inbox (and the spam folder).")).toBeInViewport();
      await health.check("job-page--verify-to-apply-sent", { fullPage: false });
    });

    test("recruiter: the Notifications card, and the job editor before the email is verified", async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(60_000);
      const health = await PageHealth.watch(page, baseURL!);
      health.allowError("/api/talent/info");
      await loggedInRecruiter(page, "Rex", "Notified");

      await health.visit("/recruiter/account#notifications");
      const card = page.getByRole("region", { name: "Notifications" });
      await expect(card).toBeInViewport();
      await card.getByRole("group", { name: "New applicants" }).getByRole("radio", { name: "Daily digest" }).check();
      await card.getByRole("button", { name: "Save notification settings" }).click();
      await expect(card.getByRole("status")).toHaveText("Notification settings saved.");
      await health.check("recruiter-account--notifications", { fullPage: false });
      await health.check("recruiter-account--full");

      await health.visit("/recruiter/jobs/new");
      await expect(page.getByRole("region", { name: "Verify your email" })).toBeInViewport();
      await health.check("recruiter-job-new--verify-email");
      await health.visit("/recruiter");
      await health.check("recruiter-overview--verify-email", { fullPage: false });
    });
  });
}
