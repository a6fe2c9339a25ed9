import { expect, test } from "@playwright/test";

import { setTeamHours, uniqueName, vettedTalent } from "../support/directory";
import { PageHealth, WIDTHS } from "../support/page-health";
import { loggedInRecruiter } from "../support/workspace";

// Find talent and Shortlists, empty and filled, at 390 and 1280 px: see support/page-health.ts.

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("Find talent and Shortlists are healthy, empty and filled", async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const family = uniqueName("Hea");
      await vettedTalent(page.request, "Lola", family, {
        timezone: "Africa/Lagos",
        work_start: "08:00",
        work_end: "16:00",
        country: "NG",
      });
      const health = await PageHealth.watch(page, baseURL!);
      // At start-up the stored token is identified by the talent info call first (the spec's order).
      health.allowError("/api/talent/info");
      await loggedInRecruiter(page, "Hal", "Health", { verified: true });

      await health.visit("/recruiter/shortlists");
      await expect(page.getByRole("heading", { name: "No shortlists yet" })).toBeVisible();
      await health.check("recruiter-shortlists--empty");

      await health.visit(`/recruiter/talent?q=${uniqueName("nobody")}`);
      await expect(page.getByRole("heading", { name: "No talent matches these filters" })).toBeVisible();
      await expect(page.getByLabel("Min overlap (hours)")).toBeDisabled();
      await health.check("recruiter-talent--empty");

      await setTeamHours(page, "Europe/Berlin", "09:00", "17:00");
      await expect(page.getByRole("group", { name: "Team working hours" })).toBeVisible();
      await health.check("recruiter-company--team-hours");
      await health.visit(`/recruiter/talent?q=${family}&skills=ReactJs,TypeScript`);
      const card = page.getByRole("article", { name: `Lola ${family}` });
      await expect(card).toBeVisible();
      await health.check("recruiter-talent--results");

      await card.getByRole("button", { name: /^Save to shortlist/ }).click();
      const dialog = page.getByRole("dialog", { name: "Save to shortlist" });
      await dialog.getByLabel("New shortlist").fill("Frontend shortlist with a rather long name for a phone");
      await dialog.getByRole("button", { name: "Create and save" }).click();
      await expect(dialog.getByText(/^Saved to /)).toBeVisible();
      await health.check("recruiter-talent--save-dialog", { fullPage: false });
      await dialog.getByRole("button", { name: "Done" }).click();

      await health.visit("/recruiter/shortlists");
      await expect(page.getByRole("article", { name: `Lola ${family}` })).toBeVisible();
      await health.check("recruiter-shortlists--filled");
    });
  });
}
