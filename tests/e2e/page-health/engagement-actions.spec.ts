import { expect, test } from "@playwright/test";

import { API_KEY } from "../support/auth";
import { apiEngagement } from "../support/engagement-actions";
import { waitForMail } from "../support/mail";
import { managerToken } from "../support/manager";
import { PageHealth, WIDTHS } from "../support/page-health";

// A weekly summary's no-login page, signed out: ready to end, a used link, and an unknown one.

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("engagement-actions: end, then the link used, and an unknown link", async ({ page, baseURL }) => {
      const { recruiter } = await apiEngagement(page.request, ["Paige", "Health"], `Summary ${viewport.width}`);
      // Another test may hold the run (409): the mail comes from whichever run took it.
      await page.request.post("/api/manage/runs/weekly-summary", {
        headers: { "X-API-KEY": API_KEY, Authorization: `Bearer ${await managerToken(page.request)}` },
      });
      await page.context().clearCookies();
      const mail = await waitForMail(recruiter.email, /^Your week at /);
      const link = new URL(/End this engagement: (\S+)/.exec(mail.text)![1]!).pathname;

      const health = await PageHealth.watch(page, baseURL!);
      await health.visit(link);
      await expect(page.getByRole("heading", { level: 1, name: "End this engagement" })).toBeVisible();
      await health.check("engagement-action-end");
      await page.getByLabel(/^Reason/).fill("The project is done.");
      await page.getByRole("button", { name: "End the engagement" }).click();
      await expect(page.getByText(/^The engagement ends\./)).toBeVisible();
      await health.check("engagement-action-end--done");
      await health.visit(link);
      await expect(page.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
      await health.check("engagement-action--used");
      await health.visit(`/engagement-actions/${"x".repeat(64)}`, 404);
      await health.check("engagement-action--unknown");
    });
  });
}
