import crypto from "node:crypto";
import { expect, test } from "@playwright/test";

import { atPath } from "./support/auth";
import { apiClient, apiJob } from "./support/hiring-api";
import { linkTo, waitForMail } from "./support/mail";
import { loggedInTalent } from "./support/talent";

// Job alerts: a talent saves a search of the board, finds it under Job alerts, and hears of new matching jobs by mail
// (the e2e server makes a saved search due every few seconds instead of daily).

test("a talent saves a search on the board, gets a newly published matching job by mail, opens and deletes the search", async ({
  page,
}) => {
  test.slow(); // waits for a run of the daily mails and the sender
  const word = `wombat${crypto.randomBytes(3).toString("hex")}`;
  const talent = await loggedInTalent(page, "Alma", "Alert");

  await page.goto(`/jobs?search=${word}&job_type=hourly&sort=rate_high`);
  await page.getByRole("button", { name: "Save this search" }).click();
  const name = page.getByLabel("Name of the search");
  await expect(name).toHaveValue(`“${word}” · Hourly`);
  await expect(name).toBeInViewport();
  await name.fill(`Wombat jobs ${word}`);
  await page.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Search saved." })).toBeVisible();
  await page.getByRole("link", { name: "See your job alerts" }).click();

  await expect(page).toHaveURL(/\/talent\/saved-jobs#job-alerts$/);
  const section = page.getByRole("region", { name: "Job alerts" });
  await expect(section.getByRole("heading", { name: `Wombat jobs ${word}` })).toBeInViewport();
  await expect(section.getByRole("paragraph").filter({ hasText: `“${word}” · Hourly` })).toBeVisible();

  const recruiter = await apiClient(page.request, "Wendy", "Wombat");
  const job = await apiJob(page.request, recruiter.token, { title: `Senior ${word} handler`, job_type: "hourly" });
  const mail = await waitForMail(talent.email, new RegExp(`^1 new job matches “Wombat jobs ${word}”$`), 30_000);
  expect(mail.text).toContain(`Senior ${word} handler`);
  expect(mail.headers["list-unsubscribe"]).toContain("/talent/account#notifications>");
  await page.goto(linkTo(mail, `/jobs/${job.slug}`));
  await expect(page.getByRole("heading", { level: 1, name: `Senior ${word} handler` })).toBeVisible();

  await page.goto("/talent/saved-jobs");
  await section.getByRole("link", { name: `Open Wombat jobs ${word} on the board` }).click();
  await expect(page).toHaveURL(atPath("/jobs"));
  expect(new URL(page.url()).searchParams.get("search")).toBe(word);
  expect(new URL(page.url()).searchParams.get("job_type")).toBe("hourly");
  await expect(page.getByLabel("Search", { exact: true })).toHaveValue(word);
  await expect(page.getByRole("link", { name: `Senior ${word} handler` }).first()).toBeVisible();

  await page.goto("/talent/saved-jobs");
  await section.getByRole("button", { name: `Delete the search Wombat jobs ${word}` }).click();
  await expect(section.getByRole("heading", { name: "No saved searches yet" })).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole("region", { name: "Job alerts" }).getByRole("heading", { name: "No saved searches yet" }),
  ).toBeVisible();
});

test("visitors are not offered to save a search", async ({ page }) => {
  await page.goto("/jobs?search=react");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save this search" })).toHaveCount(0);
});
