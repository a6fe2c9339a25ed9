import crypto from "node:crypto";
import { expect, test, type Page } from "@playwright/test";

import { apiTalent, atPath, fillTalentSignup, logIn, uniqueEmail } from "./support/auth";
import { apiRecruiterWithToken, closeJob, makeApplyReady, postJob, talentToken } from "./support/hiring";
import { loggedInTalent } from "./support/talent";
import { verifyFromMail } from "./support/verification";
import { loggedInRecruiter } from "./support/workspace";

// The talent's side of the hiring loop: apply from a job's page, follow and withdraw it, save jobs.

const jobPostings = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).filter((text) =>
    text.includes('"JobPosting"'),
  );

const uniqueTitle = (what: string) => `${what} ${crypto.randomBytes(3).toString("hex")}`;

test("a visitor signs up from a job, completes the profile, applies, follows and withdraws the application", async ({
  page,
}) => {
  const recruiter = await apiRecruiterWithToken(page.request);
  const job = await postJob(page.request, recruiter.token, uniqueTitle("Loop engineer"));

  await page.goto(`/jobs/${job.slug}`);
  await page.getByRole("link", { name: "Apply", exact: true }).click();
  await expect(page).toHaveURL(atPath("/signup/talent"));
  await fillTalentSignup(page, "Ava", "Applicant", uniqueEmail("e2e-apply"));
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(atPath(`/jobs/${job.slug}`));
  // Applying waits for the email: the box says so until the link from the mail is opened.
  await expect(page.getByRole("region", { name: "Verify your email to apply" })).toBeVisible();
  await verifyFromMail(page.request, "talent", await talentToken(page));
  await page.reload();

  await page.getByRole("button", { name: "Apply", exact: true }).click();
  const incomplete = page.getByRole("dialog", { name: "Complete your profile to apply" });
  await expect(incomplete.getByRole("link", { name: /Upload your résumé/ })).toHaveAttribute(
    "href",
    "/talent/profile#resume_url",
  );
  await incomplete.getByRole("button", { name: "Close" }).click();

  await makeApplyReady(page);
  await page.reload();
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Apply: ${job.title}` });
  await dialog.getByLabel("Cover note (optional)").fill("I have shipped three React apps for remote teams.");
  await expect(dialog.getByText("49 / 2,000")).toBeVisible();
  await dialog.getByRole("button", { name: "Submit application" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Applied on" })).toContainText("Current stage: Applied");

  await page.getByRole("link", { name: "View your applications" }).click();
  await expect(page).toHaveURL(atPath("/talent/applications"));
  const card = page.getByRole("article", { name: job.title });
  await expect(card.getByText("Applied", { exact: true }).first()).toBeVisible();
  await card.getByRole("button", { name: "Withdraw" }).click();
  await page
    .getByRole("dialog", { name: "Withdraw this application?" })
    .getByRole("button", { name: "Withdraw application" })
    .click();
  await expect(card.getByText("Withdrawn", { exact: true }).first()).toBeVisible();
  await expect(card.getByRole("button", { name: "Withdraw" })).toHaveCount(0);

  await page.goto(`/jobs/${job.slug}`);
  await expect(page.getByRole("status").filter({ hasText: "Applied on" })).toContainText("Current stage: Withdrawn");
});

test("log in from a job's page lands back on the job", async ({ page }) => {
  const talent = await apiTalent(page.request, "Lou", "Back");
  const recruiter = await apiRecruiterWithToken(page.request);
  const job = await postJob(page.request, recruiter.token, uniqueTitle("Return engineer"));
  await page.goto(`/jobs/${job.slug}`);
  await page
    .getByRole("complementary", { name: "Interested in this role?" })
    .getByRole("link", { name: "Log in" })
    .click();
  await expect(page).toHaveURL(atPath("/login"));
  await expect(page.getByRole("link", { name: "Apply for Jobs" })).toHaveAttribute(
    "href",
    `/signup/talent?callbackUrl=%2Fjobs%2F${job.slug}`,
  );
  await logIn(page, talent.email);
  await expect(page).toHaveURL(atPath(`/jobs/${job.slug}`));
  // A talent fresh from sign-up, email not verified yet: the apply box says what to do first.
  await expect(page.getByRole("region", { name: "Verify your email to apply" })).toBeVisible();
});

test("a talent saves a job from the board, finds it on Saved jobs and unsaves it", async ({ page }) => {
  const recruiter = await apiRecruiterWithToken(page.request);
  const job = await postJob(page.request, recruiter.token, uniqueTitle("Bookmark designer"));
  await loggedInTalent(page, "Sam", "Saver");

  await page.goto(`/jobs?search=${encodeURIComponent(job.title)}`);
  const save = page.getByRole("button", { name: `Save ${job.title}` });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByRole("button", { name: `Saved ${job.title}` })).toHaveAttribute("aria-pressed", "true");

  await page.goto("/talent/saved-jobs");
  await expect(page.getByRole("link", { name: job.title })).toHaveAttribute("href", `/jobs/${job.slug}`);
  await closeJob(page.request, recruiter.token, job.id);
  await page.reload();
  await expect(
    page.getByRole("article").filter({ hasText: job.title }).getByText("Closed", { exact: true }),
  ).toBeVisible();
  await page.getByRole("button", { name: `Unsave ${job.title}` }).click();
  await expect(page.getByRole("heading", { name: "No saved jobs yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse jobs" })).toHaveAttribute("href", "/jobs");
});

test("a closed job's page says so, without JobPosting data, and the job leaves the board", async ({ page }) => {
  const recruiter = await apiRecruiterWithToken(page.request);
  const job = await postJob(page.request, recruiter.token, uniqueTitle("Closing analyst"));
  await page.goto(`/jobs/${job.slug}`);
  expect(await jobPostings(page)).toHaveLength(1);

  await closeJob(page.request, recruiter.token, job.id);
  const response = await page.goto(`/jobs/${job.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "This job is closed" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse open jobs" })).toHaveAttribute("href", "/jobs");
  await expect(page.getByRole("button", { name: "Apply", exact: true })).toHaveCount(0);
  expect(await jobPostings(page)).toHaveLength(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  await page.goto(`/jobs?search=${encodeURIComponent(job.title)}`);
  await expect(page.getByRole("heading", { name: "No jobs match these filters" })).toBeVisible();
});

test("a recruiter sees no Apply button and no Save toggle on a job", async ({ page }) => {
  const poster = await apiRecruiterWithToken(page.request);
  const job = await postJob(page.request, poster.token, uniqueTitle("Staff view"));
  await loggedInRecruiter(page, "Rex", "Viewer");
  await page.goto(`/jobs/${job.slug}`);
  await expect(page.getByText("Talent see an Apply button here.", { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: "Apply", exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Apply", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Save/ })).toHaveCount(0);
});
