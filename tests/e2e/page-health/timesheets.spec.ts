import { expect, test } from "@playwright/test";

import { signInToConsole } from "../support/console-pages";
import { apiClient, logInClient } from "../support/hiring-api";
import { logInTalent } from "../support/messages";
import { PageHealth, WIDTHS } from "../support/page-health";
import {
  apiApproveWeek,
  apiDisputeWeek,
  apiSubmittedWeek,
  COMPANY_ZONE,
  engaged,
  weekBack,
} from "../support/timesheets";

// Timesheets and milestones at 390 and 1280 px, for the talent, the client and the managers, in each state: an
// empty week, a week with entries and the form's errors, the cap's refusal, the edit, delete and submit dialogs, a
// submitted, a disputed and an approved week; the client's weeks with the approve and dispute dialogs, the review
// page full, empty and failed; a project's milestones with the deliver and approve dialogs; the console's disputes.

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("an hourly engagement's timesheet, on both sides, in each state", async ({
      page,
      browser,
      baseURL,
      request,
    }) => {
      test.slow();
      const setting = await engaged(request, { title: "Health timesheet role", daysBack: 27, cap: 10 });
      const approvedId = await apiSubmittedWeek(request, setting, weekBack(3));
      await apiApproveWeek(request, setting.client.token, approvedId);
      const disputedId = await apiSubmittedWeek(request, setting, weekBack(2), [300, 120]);
      await apiDisputeWeek(request, setting.client.token, disputedId, "Tuesday was a public holiday here.");
      await apiSubmittedWeek(request, setting, weekBack(1));

      await logInTalent(page, setting.talent.email);
      const talent = await PageHealth.watch(page, baseURL!);
      await talent.visit(`/talent/engagements/${setting.engagementId}`);
      const sheet = page.getByRole("region", { name: "Timesheet" });
      const week = sheet.getByRole("article");
      const form = sheet.getByRole("region", { name: "Log time" });
      // This week first: nothing logged in it yet; the disputed week two back is announced above it.
      await expect(week.getByText("No time logged this week yet")).toBeVisible();
      await expect(sheet.getByRole("alert")).toContainText("was disputed.");
      await talent.check("talent-timesheet--this-week-empty");

      await form.getByRole("button", { name: "Log time" }).click();
      await expect(form.getByText("Say what was done.")).toBeVisible();
      await talent.check("talent-timesheet--form-errors");
      // The cap's refusal is the state under test: its 422 is expected.
      talent.allowError(`/api/talent/engagements/${setting.engagementId}/time-entries`);
      await form.getByLabel("Hours").fill("11");
      await form.getByLabel("What did you do?").fill("A very long day.");
      await form.getByRole("button", { name: "Log time" }).click();
      await expect(form.getByRole("alert")).toContainText("the engagement's cap is 10 hours a week.");
      await talent.check("talent-timesheet--over-cap");

      await sheet.getByRole("button", { name: "Correct it" }).click();
      await expect(week.getByText("Tuesday was a public holiday here.")).toBeVisible();
      await talent.check("talent-timesheet--disputed");
      await week
        .getByRole("button", { name: /^Edit the entry of/ })
        .first()
        .click();
      await expect(page.getByRole("dialog", { name: "Edit the entry" })).toBeVisible();
      await talent.check("talent-timesheet--edit-dialog", { fullPage: false });
      await page.keyboard.press("Escape");
      await week
        .getByRole("button", { name: /^Delete the entry of/ })
        .first()
        .click();
      await expect(page.getByRole("dialog", { name: "Delete this entry?" })).toBeVisible();
      await talent.check("talent-timesheet--delete-dialog", { fullPage: false });
      await page.keyboard.press("Escape");
      await week.getByRole("button", { name: "Submit again" }).click();
      await expect(page.getByRole("dialog", { name: "Submit this week?" })).toBeVisible();
      await talent.check("talent-timesheet--submit-dialog", { fullPage: false });
      await page.keyboard.press("Escape");

      await sheet.getByRole("button", { name: "Next week" }).click();
      await expect(week.getByText("Submitted", { exact: true })).toBeVisible();
      await talent.check("talent-timesheet--submitted");
      await sheet.getByRole("button", { name: "Previous week" }).click();
      await sheet.getByRole("button", { name: "Previous week" }).click();
      await expect(week.getByText(/^Approved weeks are locked/)).toBeVisible();
      await talent.check("talent-timesheet--approved");

      const clientPage = await (await browser.newContext({ baseURL, viewport, timezoneId: COMPANY_ZONE })).newPage();
      await logInClient(clientPage, setting.client);
      const client = await PageHealth.watch(clientPage, baseURL!);
      client.allowError("/api/talent/info");
      await client.visit(`/recruiter/engagements/${setting.engagementId}`);
      const weeks = clientPage.getByRole("region", { name: "Timesheets" });
      await expect(weeks.getByText("Submitted", { exact: true })).toBeVisible();
      await client.check("recruiter-engagement--timesheets");
      await weeks.getByRole("button", { name: /^Dispute the week of/ }).click();
      const dispute = clientPage.getByRole("dialog", { name: "Dispute this week?" });
      await dispute.getByRole("button", { name: "Dispute week" }).click();
      await expect(dispute.getByText("Say what is wrong with the week.")).toBeVisible();
      await client.check("recruiter-timesheet--dispute-dialog", { fullPage: false });
      await clientPage.keyboard.press("Escape");
      await weeks.getByRole("button", { name: /^Approve the week of/ }).click();
      await expect(clientPage.getByRole("dialog", { name: "Approve this week?" })).toBeVisible();
      await client.check("recruiter-timesheet--approve-dialog", { fullPage: false });
      await clientPage.keyboard.press("Escape");

      await client.visit("/recruiter/timesheets");
      await expect(
        clientPage.getByRole("region", { name: "Waiting for your review" }).getByRole("article"),
      ).toHaveCount(1);
      await client.check("recruiter-timesheets--waiting");
      client.allowError("/api/client/timesheets");
      await clientPage.route("**/api/client/timesheets", (route) =>
        route.fulfill({ status: 503, json: { message: "The database is not reachable." } }),
      );
      await client.visit("/recruiter/timesheets");
      await expect(
        clientPage.getByRole("alert").filter({ hasText: "The timesheets could not be loaded." }),
      ).toBeVisible();
      await client.check("recruiter-timesheets--failed");
    });

    test("a project's milestones, the empty review page and the console's disputes", async ({
      page,
      browser,
      baseURL,
      request,
    }) => {
      test.slow();
      const fresh = await apiClient(request);
      const emptyPage = await (await browser.newContext({ baseURL, viewport, timezoneId: COMPANY_ZONE })).newPage();
      await logInClient(emptyPage, fresh);
      const empty = await PageHealth.watch(emptyPage, baseURL!);
      empty.allowError("/api/talent/info");
      await empty.visit("/recruiter/timesheets");
      await expect(emptyPage.getByRole("heading", { name: "No weeks waiting for your review" })).toBeVisible();
      await empty.check("recruiter-timesheets--empty");

      const setting = await engaged(request, {
        title: "Health project role",
        daysBack: 10,
        milestones: [
          { name: "Design of the landing page", amount_minor: 120_000 },
          { name: "Build", amount_minor: 180_000 },
        ],
      });
      await logInTalent(page, setting.talent.email);
      const talent = await PageHealth.watch(page, baseURL!);
      await talent.visit(`/talent/engagements/${setting.engagementId}`);
      const milestones = page.getByRole("region", { name: "Milestones" });
      await expect(milestones.getByRole("article")).toHaveCount(2);
      await talent.check("talent-milestones--pending");
      await milestones.getByRole("button", { name: "Mark “Design of the landing page” delivered" }).click();
      const deliver = page.getByRole("dialog", { name: /delivered\?$/ });
      await deliver.getByLabel("Note to the client (optional)").fill("x".repeat(1_001));
      await deliver.getByRole("button", { name: "Mark delivered" }).click();
      await expect(deliver.getByText("The note may not be longer than 1000 characters.")).toBeVisible();
      await talent.check("talent-milestones--deliver-dialog", { fullPage: false });
      await deliver.getByLabel("Note to the client (optional)").fill("The designs are in the shared file.");
      await deliver.getByRole("button", { name: "Mark delivered" }).click();
      await expect(deliver).toBeHidden();
      await expect(milestones.getByText(/unless the client reviews it\.$/)).toBeVisible();
      await talent.check("talent-milestones--delivered");

      const clientPage = await (await browser.newContext({ baseURL, viewport, timezoneId: COMPANY_ZONE })).newPage();
      await logInClient(clientPage, setting.client);
      const client = await PageHealth.watch(clientPage, baseURL!);
      client.allowError("/api/talent/info");
      await client.visit(`/recruiter/engagements/${setting.engagementId}`);
      await expect(
        clientPage.getByRole("region", { name: "Milestones" }).getByText("Delivered", { exact: true }),
      ).toBeVisible();
      await client.check("recruiter-engagement--milestones");
      await clientPage.getByRole("button", { name: "Approve “Design of the landing page”" }).click();
      await expect(clientPage.getByRole("dialog", { name: /^Approve “/ })).toBeVisible();
      await client.check("recruiter-milestone--approve-dialog", { fullPage: false });
      await clientPage.keyboard.press("Escape");
      await client.visit("/recruiter/timesheets");
      await expect(clientPage.getByRole("region", { name: "Milestones delivered" })).toBeVisible();
      await client.check("recruiter-timesheets--milestone");

      const hourly = await engaged(request, { title: "Health dispute role", daysBack: 20, cap: 20 });
      const id = await apiSubmittedWeek(request, hourly, weekBack(2));
      await apiDisputeWeek(
        request,
        hourly.client.token,
        id,
        `The hours on Monday do not match our call log (${viewport.width}).`,
      );
      const managerPage = await (await browser.newContext({ baseURL, viewport })).newPage();
      await signInToConsole(managerPage);
      const manager = await PageHealth.watch(managerPage, baseURL!);
      await manager.visit("/admin/timesheets");
      await expect(managerPage.getByRole("heading", { level: 1, name: "Open disputes" })).toBeVisible();
      await expect(
        managerPage.getByText(`The hours on Monday do not match our call log (${viewport.width}).`),
      ).toBeVisible();
      await manager.check("admin-timesheets");
    });
  });
}
