import crypto from "node:crypto";
import { expect, test, type Page } from "@playwright/test";

import { API_KEY, atPath, logIn } from "./support/auth";
import { apiClient, apiJob, appliedTalent, logInClient } from "./support/hiring-api";
import { mailsTo, waitForMail } from "./support/mail";

// The account pages' Notifications card, and a switched-off topic keeping the mail it names from being sent.

const notificationsCard = (page: Page) => page.getByRole("region", { name: "Notifications" });

async function moveTo(page: Page, token: string, applicationId: number, stage: string, fromStage: string) {
  const moved = await page.request.post(`/api/client/applications/${applicationId}/stage`, {
    headers: { "X-API-KEY": API_KEY, Authorization: `Bearer ${token}` },
    data: { stage, from_stage: fromStage },
  });
  expect(moved.status(), await moved.text()).toBe(200);
}

test("a talent switches stage mails off on the account page: it persists, and the recruiter's move sends no mail", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const recruiter = await apiClient(page.request, "Quinn", "Quiet");
  const title = `Quiet engineer ${crypto.randomBytes(3).toString("hex")}`;
  const job = await apiJob(page.request, recruiter.token, { title });
  const talent = await appliedTalent(page.request, job.slug, "Sasha", "Silent");

  await page.goto("/login");
  await logIn(page, talent.email);
  await expect(page).toHaveURL(atPath("/talent"));
  await page.goto("/talent/account#notifications");
  const card = notificationsCard(page);
  await expect(card).toBeInViewport();
  const stageSwitch = card.getByRole("switch", { name: "An application changes stage" });
  await expect(stageSwitch).toBeChecked();
  await stageSwitch.click();
  await card.getByRole("button", { name: "Save notification settings" }).click();
  await expect(card.getByRole("status")).toHaveText("Notification settings saved.");
  await page.reload();
  await expect(notificationsCard(page).getByRole("switch", { name: "An application changes stage" })).not.toBeChecked();

  await moveTo(page, recruiter.token, talent.applicationId, "interview", "applied");
  // Switched on again, the next move is mailed: once it is in, the earlier one would have been too.
  await notificationsCard(page).getByRole("switch", { name: "An application changes stage" }).click();
  await notificationsCard(page).getByRole("button", { name: "Save notification settings" }).click();
  await expect(notificationsCard(page).getByRole("status")).toHaveText("Notification settings saved.");
  await moveTo(page, recruiter.token, talent.applicationId, "offer", "interview");
  await waitForMail(talent.email, /moved to Offer$/);
  expect(mailsTo(talent.email, /moved to Interview$/)).toEqual([]);
});

test("a recruiter chooses the daily digest for new applicants, and the choice persists", async ({ page }) => {
  const recruiter = await apiClient(page.request, "Dora", "Digest");
  await logInClient(page, recruiter);
  await page.goto("/recruiter/account");
  const card = notificationsCard(page);
  const applicants = card.getByRole("group", { name: "New applicants" });
  await expect(applicants.getByRole("radio", { name: "At once" })).toBeChecked();
  await applicants.getByRole("radio", { name: "Daily digest" }).check();
  await card.getByRole("switch", { name: "Job review decisions" }).click();
  const save = card.getByRole("button", { name: "Save notification settings" });
  await save.scrollIntoViewIfNeeded();
  await save.click();
  await expect(card.getByRole("status")).toHaveText("Notification settings saved.");
  await expect(card.getByRole("status")).toBeInViewport();

  await page.reload();
  await expect(
    notificationsCard(page).getByRole("group", { name: "New applicants" }).getByRole("radio", { name: "Daily digest" }),
  ).toBeChecked();
  await expect(notificationsCard(page).getByRole("switch", { name: "Job review decisions" })).not.toBeChecked();
});
