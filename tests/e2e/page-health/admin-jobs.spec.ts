import crypto from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";

import { API_KEY, PASSWORD, uniqueEmail } from "../support/auth";
import { apiClient, apiJob, logInClient } from "../support/hiring-api";
import { logInManager, managerToken } from "../support/manager";
import { PageHealth, WIDTHS } from "../support/page-health";
import { loggedInTalent } from "../support/workspace";

// The console's Jobs section (a close with its reason, a reopen, a published job's changes), the recruiter's view
// of a job in review, of a rejected one, of one the platform closed and of changes waiting for review or not
// accepted, and the job page's report dialog, at 390 and 1280 px: see support/page-health.ts.

const headers = (token: string) => ({ "X-API-KEY": API_KEY, Authorization: `Bearer ${token}` });

/** A new company's first job, published and so waiting in the review queue. */
async function pendingJob(request: APIRequestContext, token: string, title: string) {
  const response = await request.post("/api/client/jobs", {
    headers: headers(token),
    data: {
      title,
      category_id: 2,
      description: "Shape our product's look.\n\nYou will own the design system and its documentation.",
      skills: [],
      job_type: "project",
      experience_level: "mid",
      rate_min: 40,
      rate_max: 70,
      currency: "EUR",
      publish: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as { id: number; slug: string; status: string };
}

async function reportedBy(request: APIRequestContext, slug: string) {
  const registered = await request.post("/api/talent/register", {
    headers: { "X-API-KEY": API_KEY },
    multipart: { first_name: "Remy", last_name: "Reporter", email: uniqueEmail("e2e-reporter"), password: PASSWORD },
  });
  const token = (await registered.json()).data.token as string;
  const report = await request.post(`/api/jobs/${slug}/report`, {
    headers: headers(token),
    data: { reason: "misleading", details: "The rate on the page is not the rate in the interview." },
  });
  expect(report.status()).toBe(201);
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("admin/jobs: the review queue, reports, all jobs and a job's review page with its dialogs", async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(150_000);
      const word = `Health${crypto.randomBytes(3).toString("hex")}`;
      const newcomer = await apiClient(page.request, "Nell", "Newcomer");
      const pending = await pendingJob(
        page.request,
        newcomer.token,
        `${word} Product Designer with a rather long title for a narrow screen`,
      );
      expect(pending.status).toBe("pending_review");
      const owner = await apiClient(page.request);
      const open = await apiJob(page.request, owner.token, { title: `${word} Reported Role` });
      await reportedBy(page.request, open.slug);

      const health = await PageHealth.watch(page, baseURL!);
      // logInManager looks for the console's sidebar, which a phone shows only in its drawer.
      await page.setViewportSize(WIDTHS[1]);
      await logInManager(page);
      await page.setViewportSize(viewport);
      await health.visit("/admin/jobs");
      await expect(page.getByRole("link", { name: new RegExp(`^${word} Product Designer`) })).toBeVisible();
      await health.check("admin-jobs--queue");
      await health.visit("/admin/jobs?tab=reports");
      await expect(page.getByRole("link", { name: `${word} Reported Role` })).toBeVisible();
      await health.check("admin-jobs--reports");
      await health.visit(`/admin/jobs?tab=all&q=${word}`);
      await expect(page.getByRole("main").getByRole("link", { name: new RegExp(`^${word}`) })).toHaveCount(2);
      await health.check("admin-jobs--all");
      await health.visit("/admin/jobs?tab=all&status=draft&q=nothingmatchesthisatall");
      await expect(page.getByText("No jobs found")).toBeVisible();
      await health.check("admin-jobs--all-empty");

      await health.visit(`/admin/jobs/${pending.id}`);
      await expect(
        page.getByRole("heading", { level: 1, name: new RegExp(`^${word} Product Designer`) }),
      ).toBeVisible();
      await health.check("admin-job--in-review");
      await page.getByRole("button", { name: "Reject" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Reject job" }).click();
      await expect(page.getByRole("dialog").getByRole("alert")).toBeVisible();
      await health.check("admin-job--reject-dialog", { fullPage: false });
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Close job" }).click();
      await health.check("admin-job--close-dialog", { fullPage: false });
      await page.keyboard.press("Escape");

      await health.visit(`/admin/jobs/${open.id}`);
      await expect(page.getByText("The rate on the page is not the rate in the interview.")).toBeVisible();
      await health.check("admin-job--reported");

      // A manager's close needs a reason; the recruiter then sees "Closed by the platform" and no Reopen.
      // The page's own Close job, in its header: each report offers one too.
      await page.getByRole("main").locator("header").getByRole("button", { name: "Close job" }).click();
      const closeDialog = page.getByRole("dialog", { name: "Close this job?" });
      await closeDialog.getByRole("button", { name: "Close job" }).click();
      await expect(closeDialog.getByRole("alert")).toHaveText("Give the recruiter a reason.");
      await closeDialog
        .getByLabel("Reason for the recruiter")
        .fill("Asks applicants for a deposit before the interview.");
      await closeDialog.getByRole("button", { name: "Close job" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Closed: the job left the board." })).toBeVisible();
      await expect(page.getByText("Closed by the platform")).toBeVisible();
      await health.check("admin-job--platform-closed");
      const ownerContext = await page.context().browser()!.newContext({ viewport });
      const ownerPage = await ownerContext.newPage();
      const ownerHealth = await PageHealth.watch(ownerPage, baseURL!);
      ownerHealth.allowError("/api/talent/info");
      await logInClient(ownerPage, owner);
      await ownerHealth.visit("/recruiter/jobs");
      const ownerCard = ownerPage.getByRole("article", { name: `${word} Reported Role` });
      await expect(ownerCard.getByRole("note")).toContainText("Closed by the platform");
      await expect(ownerCard.getByRole("button", { name: "Reopen" })).toHaveCount(0);
      await ownerHealth.check("recruiter-jobs--platform-closed");

      // Only a manager reopens it.
      await page.getByRole("button", { name: "Reopen" }).click();
      await page.getByRole("dialog", { name: "Reopen this job?" }).getByRole("button", { name: "Reopen" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Reopened" })).toBeVisible();

      // A published job's new title waits for review: the console compares it, the recruiter is told.
      const edited = await page.request.patch(`/api/client/jobs/${open.id}`, {
        headers: headers(owner.token),
        data: { title: `${word} Reported Role, now with a deposit` },
      });
      expect(edited.status(), await edited.text()).toBe(200);
      await health.visit(`/admin/jobs/${open.id}`);
      await expect(page.getByRole("heading", { name: "Proposed changes" })).toBeVisible();
      await health.check("admin-job--changes-waiting");
      await ownerHealth.visit("/recruiter/jobs");
      await expect(ownerCard.getByRole("note")).toContainText("Changes waiting for review");
      await ownerHealth.check("recruiter-jobs--changes-waiting");
      await page.getByRole("button", { name: "Reject changes" }).click();
      const rejectChanges = page.getByRole("dialog", { name: "Reject these changes" });
      await rejectChanges.getByLabel("Reason for the recruiter").fill("Never ask applicants for money.");
      await rejectChanges.getByRole("button", { name: "Reject changes" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Rejected" })).toBeVisible();
      await ownerHealth.visit("/recruiter/jobs");
      await expect(ownerCard.getByRole("note")).toContainText("Never ask applicants for money.");
      await ownerHealth.check("recruiter-jobs--changes-rejected");
      await ownerContext.close();
      await health.visit("/admin/jobs/999999999", 404);
      await health.check("admin-job--not-found");

      // The recruiter's side: in review, then sent back with the manager's note.
      const token = await managerToken(page.request);
      await page.request.post(`/api/manage/jobs/${pending.id}/review`, {
        headers: headers(token),
        data: {
          decision: "reject",
          reason: "Please say which time zones your team works in, and the project's length.",
        },
      });
      const recruiter = await page.context().browser()!.newContext({ viewport });
      const recruiterPage = await recruiter.newPage();
      const recruiterHealth = await PageHealth.watch(recruiterPage, baseURL!);
      recruiterHealth.allowError("/api/talent/info");
      await logInClient(recruiterPage, newcomer);
      await recruiterHealth.visit("/recruiter/jobs");
      await expect(recruiterPage.getByRole("note")).toContainText("time zones");
      await recruiterHealth.check("recruiter-jobs--rejected");
      await recruiterHealth.visit(`/recruiter/jobs/${pending.id}/edit`);
      await recruiterHealth.check("recruiter-job-edit--rejected");
      await recruiterPage.getByRole("button", { name: "Publish" }).click();
      await expect(recruiterPage.getByRole("status").filter({ hasText: "Submitted for review" })).toBeVisible();
      await recruiterHealth.check("recruiter-job-edit--in-review");
      await recruiter.close();
    });

    test("a job page's report dialog: the form, a missing reason and the thanks", async ({ page, baseURL }) => {
      const owner = await apiClient(page.request);
      const job = await apiJob(page.request, owner.token, {
        title: `Dialog${crypto.randomBytes(3).toString("hex")} Support Lead`,
      });
      const health = await PageHealth.watch(page, baseURL!);
      await loggedInTalent(page, "Ria", "Reporter");
      await health.visit(`/jobs/${job.slug}`);
      await page.getByRole("button", { name: "Report this job" }).click();
      const dialog = page.getByRole("dialog", { name: "Report this job" });
      await expect(dialog).toBeVisible();
      await health.check("job-report-dialog", { fullPage: false });
      await dialog.getByRole("button", { name: "Submit report" }).click();
      await expect(dialog.getByRole("alert")).toBeVisible();
      await health.check("job-report-dialog--no-reason", { fullPage: false });
      await dialog.getByRole("radio", { name: "Not actually remote" }).check();
      await dialog.getByRole("button", { name: "Submit report" }).click();
      await expect(page.getByRole("dialog", { name: "Thank you" })).toBeVisible();
      await health.check("job-report-dialog--sent", { fullPage: false });
    });
  });
}
