import { expect, test } from "@playwright/test";

import { makeApplyReady } from "../support/hiring";
import { PageHealth, WIDTHS } from "../support/page-health";
import { loggedInTalent } from "../support/talent";
import { verifyEmailFromMail, vettingCard } from "../support/vetting";

// The Overview's Vetting card at 390 and 1280 px in the states a talent reaches alone; see support/page-health.ts.

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the Overview's Vetting card, blocked, ready and submitted, is healthy", async ({ page, baseURL }) => {
      const talent = await loggedInTalent(page, "Vesna", "Health");
      const health = await PageHealth.watch(page, baseURL!);
      const submit = vettingCard(page).getByRole("button", { name: "Submit for vetting" });

      await health.visit("/talent");
      await expect(vettingCard(page).getByText("Before you can submit")).toBeVisible();
      await expect(submit).toBeDisabled();
      await health.check("talent-overview--vetting-blocked");

      await makeApplyReady(page, { verifyEmail: false });
      await verifyEmailFromMail(page, talent.email);
      await health.visit("/talent");
      await expect(submit).toBeEnabled();
      await health.check("talent-overview--vetting-ready");

      await submit.click();
      await expect(vettingCard(page).getByRole("list", { name: "Your vetting progress" })).toBeVisible();
      await health.check("talent-overview--vetting-submitted");
    });
  });
}
