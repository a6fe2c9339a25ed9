import crypto from "node:crypto";
import { expect, test } from "@playwright/test";

import { API_KEY, atPath, logIn } from "./support/auth";
import { apiClient, apiJob, appliedTalent, logInClient } from "./support/hiring-api";
import { linkTo, waitForMail } from "./support/mail";

// What the hiring loop sends, as received by a real SMTP server (the sink of tests/e2e/global-setup.ts).

test("a new applicant reaches the recruiter's inbox, and its link opens the job's applicants", async ({ page }) => {
  const recruiter = await apiClient(page.request, "Nora", "Notified");
  const title = `Mail engineer ${crypto.randomBytes(3).toString("hex")}`;
  const job = await apiJob(page.request, recruiter.token, { title });
  await appliedTalent(page.request, job.slug, "Ivy", "Inbox");

  const mail = await waitForMail(recruiter.email, /^New applicant for /);
  expect(mail.subject).toBe(`New applicant for ${title}: Ivy Inbox`);
  expect(mail.headers["list-unsubscribe"]).toMatch(/^<http:\/\/\S+\/recruiter\/account#notifications>, <mailto:/);
  const link = linkTo(mail, `/recruiter/jobs/${job.id}/applicants`);

  await logInClient(page, recruiter);
  await page.goto(link);
  await expect(page).toHaveURL(atPath(`/recruiter/jobs/${job.id}/applicants`));
  await expect(page.getByText("Ivy Inbox").first()).toBeVisible();
});

test("an application moved to interview reaches the talent's inbox, and its link opens their applications", async ({
  page,
}) => {
  const recruiter = await apiClient(page.request, "Otto", "Mover");
  const title = `Interview engineer ${crypto.randomBytes(3).toString("hex")}`;
  const job = await apiJob(page.request, recruiter.token, { title });
  const talent = await appliedTalent(page.request, job.slug, "Mia", "Moved");

  const moved = await page.request.post(`/api/client/applications/${talent.applicationId}/stage`, {
    headers: { "X-API-KEY": API_KEY, Authorization: `Bearer ${recruiter.token}` },
    data: { stage: "interview", from_stage: "applied" },
  });
  expect(moved.status(), await moved.text()).toBe(200);

  const mail = await waitForMail(talent.email, /moved to Interview$/);
  expect(mail.subject).toBe(`Your application for ${title} at Pipeline Labs moved to Interview`);
  expect(mail.text).toContain("Hi Mia,");
  expect(mail.html).toContain("would like to interview you");
  expect(mail.headers["list-unsubscribe"]).toContain("/talent/account#notifications>");
  const link = linkTo(mail, "/talent/applications");

  await page.goto("/login");
  await logIn(page, talent.email);
  await expect(page).toHaveURL(atPath("/talent"));
  await page.goto(link);
  await expect(page).toHaveURL(atPath("/talent/applications"));
  const card = page.getByRole("link", { name: title }).first();
  await expect(card).toBeInViewport();
});
