import crypto from "node:crypto";
import { expect, test } from "@playwright/test";

import { atPath } from "./support/auth";
import { apiClient, apiJob, logInClient } from "./support/hiring-api";
import { apiInvitation, invitationsCard, logInTalent, vettedTalent } from "./support/invitations";
import { waitForMail } from "./support/mail";

// Invite to apply: a recruiter invites a vetted talent from their profile; the talent applies in one step, or declines.

test("a recruiter invites a vetted talent from their profile; the talent applies in one step from the Overview", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const suffix = crypto.randomBytes(3).toString("hex");
  const recruiter = await apiClient(page.request, "Iris", "Inviter");
  const job = await apiJob(page.request, recruiter.token, { title: `Invited React developer ${suffix}` });
  await apiJob(page.request, recruiter.token, { title: `Draft role ${suffix}`, publish: false });
  const talent = await vettedTalent(page.request, "Tomi", "Invited");

  await logInClient(page, recruiter);
  await page.goto(`/profiles/${talent.handle}`);
  const invite = page.getByRole("button", { name: "Invite to apply" });
  await expect(invite).toBeInViewport();
  await invite.click();
  const dialog = page.getByRole("dialog", { name: `Invite ${talent.name} to apply` });
  const jobPicker = dialog.getByLabel("Job");
  await expect(jobPicker.getByRole("option", { name: job.title })).toBeAttached();
  await expect(jobPicker.getByRole("option", { name: `Draft role ${suffix}` })).toHaveCount(0);
  await jobPicker.selectOption({ label: job.title });
  await dialog.getByLabel("Message (optional)").fill("Your React work fits our team.");
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(dialog.getByRole("status")).toHaveText(
    `Invitation sent: ${talent.name} can now apply to ${job.title} in one step.`,
  );

  // A second invitation to the same job while one is pending is refused, and says why.
  await dialog.getByRole("button", { name: "Close" }).click();
  await invite.click();
  await dialog.getByLabel("Job").selectOption({ label: job.title });
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("This talent already has a pending invitation to this job.");
  await page.keyboard.press("Escape");

  const mail = await waitForMail(talent.email, new RegExp(`invites you to apply: ${job.title}`));
  expect(mail.text).toContain("Your React work fits our team.");

  const talentContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const talentPage = await talentContext.newPage();
  await logInTalent(talentPage, talent.email);
  const card = invitationsCard(talentPage);
  await expect(card).toBeInViewport();
  await expect(card.getByRole("link", { name: job.title })).toBeVisible();
  await expect(card).toContainText("Pipeline Labs");
  await expect(card).toContainText("Your React work fits our team.");
  await card.getByRole("button", { name: `Apply to ${job.title}` }).click();
  const apply = talentPage.getByRole("dialog", { name: `Apply: ${job.title}` });
  await apply.getByLabel("Cover note (optional)").fill("Glad you asked.");
  await apply.getByRole("button", { name: "Submit application" }).click();
  await expect(card.getByRole("status")).toContainText(`You applied to ${job.title}.`);
  await card.getByRole("link", { name: "View your application" }).click();
  await expect(talentPage).toHaveURL(atPath("/talent/applications"));
  await expect(talentPage.getByRole("article", { name: job.title })).toBeVisible();
  await talentContext.close();

  await page.goto(`/recruiter/jobs/${job.id}/applicants`);
  await expect(
    page.getByRole("region", { name: "Applied", exact: true }).getByRole("article").filter({ hasText: talent.name }),
  ).toBeVisible();
});

test("a talent declines an invitation after a confirmation, and it moves to past invitations", async ({ page }) => {
  test.setTimeout(90_000);
  const recruiter = await apiClient(page.request, "Dora", "Decliner");
  const job = await apiJob(page.request, recruiter.token, {
    title: `Declined role ${crypto.randomBytes(3).toString("hex")}`,
  });
  const talent = await vettedTalent(page.request, "Dex", "Declines");
  await apiInvitation(page.request, recruiter.token, talent.id, job.id);

  await logInTalent(page, talent.email);
  const card = invitationsCard(page);
  await card.getByRole("button", { name: `Decline the invitation to ${job.title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Decline this invitation?" });
  await dialog.getByRole("button", { name: "Decline invitation" }).click();
  await expect(card.getByRole("status")).toHaveText(`You declined the invitation to ${job.title}.`);
  await expect(card.getByText("No open invitations right now.")).toBeVisible();
  await page.reload();
  await card.getByText("Past invitations (1)").click();
  await expect(card.getByText(/^Declined · /)).toBeVisible();
});
