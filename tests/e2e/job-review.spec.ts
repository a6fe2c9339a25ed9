import crypto from "node:crypto";
import { expect, test, type Page } from "@playwright/test";

import { atPath } from "./support/auth";
import { apiClient, apiJob } from "./support/hiring-api";
import { logInManager } from "./support/manager";
import { signUpRecruiterWithCompany } from "./support/recruiter";
import { loggedInTalent } from "./support/workspace";

test.use({ viewport: { width: 1280, height: 900 } });

async function postThroughEditor(page: Page, title: string) {
  await page.goto("/recruiter/jobs/new");
  await page.getByLabel("Job title").fill(title);
  await page.getByLabel("Category").selectOption({ label: "Software Development" });
  await page.getByLabel("Experience level").selectOption({ label: "Senior" });
  await page
    .getByLabel("Description")
    .fill("Run our data platform.\n\nYou will work with two engineers across Europe.");
  await page.getByRole("group", { name: "Skills" }).getByRole("checkbox").first().check();
  await page.getByLabel("Job type").selectOption({ label: "Hourly" });
  await page.getByLabel("Minimum rate").fill("60");
  await page.getByLabel("Maximum rate").fill("90");
  await page.getByRole("button", { name: "Publish" }).click();
}

const boardLink = async (page: Page, word: string, title: string) => {
  await page.goto(`/jobs?search=${word}`);
  return page.getByRole("main").getByRole("link", { name: title, exact: true });
};

test("a new company's first job waits for review and opens on approval", async ({ browser }) => {
  test.setTimeout(150_000);
  const recruiter = await (await browser.newContext()).newPage();
  const manager = await (await browser.newContext()).newPage();
  const word = `Review${crypto.randomBytes(3).toString("hex")}`;
  const title = `${word} Data Engineer`;

  await signUpRecruiterWithCompany(recruiter, "Nia", "Newcomer");
  await postThroughEditor(recruiter, title);
  await expect(recruiter).toHaveURL(atPath("/recruiter/jobs"));
  await expect(recruiter.getByRole("status").filter({ hasText: "Submitted for review" })).toBeVisible();
  const row = recruiter.getByRole("article", { name: title });
  await expect(row.getByText("In review", { exact: true })).toBeVisible();
  await expect(
    row.getByText("A manager reviews a new company's first job before it goes on the board, usually within a day."),
  ).toBeVisible();
  await expect(await boardLink(recruiter, word, title)).toHaveCount(0);

  // The manager finds it in the review queue and sends it back with a reason.
  await logInManager(manager);
  await manager.getByRole("navigation", { name: "Workspace" }).first().getByRole("link", { name: "Jobs" }).click();
  await expect(manager).toHaveURL(atPath("/admin/jobs"));
  await expect(manager.getByRole("link", { name: "Review queue" })).toHaveAttribute("aria-current", "page");
  await manager.getByRole("link", { name: title }).click();
  await expect(manager.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(manager.getByText("You will work with two engineers across Europe.")).toBeVisible();
  await manager.getByRole("button", { name: "Reject" }).click();
  const dialog = manager.getByRole("dialog", { name: "Reject this job" });
  await dialog.getByRole("button", { name: "Reject job" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Give the recruiter a reason.");
  const reason = "Please give the time zones your team works in.";
  await dialog.getByLabel("Reason for the recruiter").fill(reason);
  await dialog.getByRole("button", { name: "Reject job" }).click();
  await expect(manager.getByRole("status").filter({ hasText: "Rejected" })).toBeVisible();
  await expect(manager.getByRole("main").getByText("Draft", { exact: true })).toBeVisible();

  // The recruiter reads the reason, edits and resubmits.
  await recruiter.goto("/recruiter/jobs");
  await expect(row.getByRole("note")).toContainText(reason);
  await row.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(recruiter.getByRole("note")).toContainText(reason);
  await recruiter
    .getByLabel("Description")
    .fill("Run our data platform.\n\nYou will work with two engineers between UTC-1 and UTC+3.");
  await recruiter.getByRole("button", { name: "Publish" }).click();
  await expect(recruiter.getByRole("status").filter({ hasText: "Submitted for review" })).toBeVisible();
  await expect(recruiter.getByRole("note")).toHaveCount(0);

  // The manager approves it; it is on the board.
  await manager.reload();
  await expect(manager.getByText("between UTC-1 and UTC+3")).toBeVisible();
  await manager.getByRole("button", { name: "Approve" }).click();
  await expect(manager.getByRole("status").filter({ hasText: "Approved" })).toBeVisible();
  await expect(manager.getByRole("link", { name: "View public page" })).toBeVisible();
  const onBoard = await boardLink(recruiter, word, title);
  await expect(onBoard).toBeVisible();
  await recruiter.goto("/recruiter/jobs");
  await expect(row.getByText("Open", { exact: true })).toBeVisible();
});

test("a signed-in talent reports a job once, and a manager resolves the report", async ({ browser }) => {
  test.setTimeout(120_000);
  const talent = await (await browser.newContext()).newPage();
  const manager = await (await browser.newContext()).newPage();
  const owner = await apiClient(talent.request);
  const job = await apiJob(talent.request, owner.token, {
    title: `Report${crypto.randomBytes(3).toString("hex")} Growth Hacker`,
  });

  // Visitors see no report button.
  await talent.goto(`/jobs/${job.slug}`);
  await expect(talent.getByRole("heading", { level: 1, name: job.title })).toBeVisible();
  await expect(talent.getByRole("button", { name: "Report this job" })).toHaveCount(0);

  await loggedInTalent(talent, "Rory", "Reporter");
  await talent.goto(`/jobs/${job.slug}`);
  const report = talent.getByRole("button", { name: "Report this job" });
  await expect(report).toBeInViewport();
  await report.click();
  const dialog = talent.getByRole("dialog", { name: "Report this job" });
  await dialog.getByRole("button", { name: "Submit report" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Choose a reason.");
  await dialog.getByRole("radio", { name: "Scam or fraud" }).check();
  await dialog.getByLabel("Details (optional)").fill("Asks for a deposit before the interview.");
  await dialog.getByRole("button", { name: "Submit report" }).click();
  const thanks = talent.getByRole("dialog", { name: "Thank you" });
  await expect(thanks).toBeVisible();
  await thanks.getByRole("button", { name: "Close" }).click();

  await talent.reload();
  await talent.getByRole("button", { name: "Report this job" }).click();
  await talent.getByRole("dialog", { name: "Report this job" }).getByRole("radio", { name: "Spam" }).check();
  await talent.getByRole("dialog", { name: "Report this job" }).getByRole("button", { name: "Submit report" }).click();
  await expect(talent.getByRole("dialog", { name: "You already reported this job" })).toBeVisible();

  // The report waits in the console; the manager closes the job with it.
  await logInManager(manager);
  await manager.goto("/admin/jobs?tab=reports");
  const item = manager.getByRole("listitem", { name: `Scam or fraud: ${job.title}` });
  await expect(item).toContainText("Asks for a deposit before the interview.");
  await expect(item).toContainText("Rory Reporter");
  await item.getByRole("button", { name: "Close job" }).click();
  await manager
    .getByRole("dialog", { name: "Close the job and resolve this report?" })
    .getByRole("button", { name: "Close job" })
    .click();
  await expect(item).toHaveCount(0);
  await talent.goto(`/jobs/${job.slug}`);
  await expect(talent.getByRole("heading", { name: "This job is closed" })).toBeVisible();
});
