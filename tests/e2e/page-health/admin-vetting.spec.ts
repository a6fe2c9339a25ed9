import { expect, test } from "@playwright/test";

import { logInManager } from "../support/manager";
import { PageHealth, WIDTHS } from "../support/page-health";
import { submittedTalent } from "../support/vetting-api";
import { newestSubmittedQueuePage } from "../support/vetting-console";

// The console's vetting pages at 390 and 1280 px: the queue (with talents, and a stage's tab), and a talent's
// page as it opens, with the form's errors, and once the vetting is finished.

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("admin/vetting: the queue and its stage tabs are healthy", async ({ page, baseURL }) => {
      await submittedTalent(
        page.request,
        "Hana",
        "Health",
        "Staff engineer for payments, ledgers and very long headlines that must wrap",
      );
      await logInManager(page);
      const health = await PageHealth.watch(page, baseURL!);
      await health.visit(await newestSubmittedQueuePage(page));
      await expect(page.getByRole("link", { name: /Hana Health/ }).last()).toBeVisible();
      await health.check("admin-vetting--queue");

      await health.visit("/admin/vetting?stage=declined");
      await expect(
        page.getByRole("navigation", { name: "Vetting stages" }).getByRole("link", { name: /Declined/ }),
      ).toHaveAttribute("aria-current", "page");
      await health.check("admin-vetting--declined-tab");
    });

    test("admin/vetting/{id}: a talent's page, its form errors and a finished vetting are healthy", async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(60_000);
      const talent = await submittedTalent(page.request, "Ivo", "Inspect");
      await logInManager(page);
      const health = await PageHealth.watch(page, baseURL!);
      await health.visit(`/admin/vetting/${talent.id}`);
      await expect(page.getByRole("heading", { level: 1, name: "Ivo Inspect" })).toBeVisible();
      await health.check("admin-vetting-talent");

      await page.getByRole("button", { name: "Decline" }).click();
      await expect(page.getByText("Give the talent a reason for the decline.")).toBeVisible();
      await health.check("admin-vetting-talent--errors");

      for (const criterion of ["Code quality", "System design", "Communication"]) {
        await page
          .getByRole("group", { name: `${criterion} score` })
          .getByRole("radio", { name: "2" })
          .click();
      }
      await page.getByLabel("Reason").fill("We need to see more production work in your portfolio before vetting you.");
      await page.getByRole("button", { name: "Decline" }).click();
      await expect(page.getByText("This vetting is finished: no further moves.")).toBeVisible();
      await health.check("admin-vetting-talent--declined");

      await health.visit(`/admin/vetting/999999999`, 404);
    });
  });
}
