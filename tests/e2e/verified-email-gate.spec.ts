import crypto from "node:crypto";
import { expect, test } from "@playwright/test";

import { makeApplyReady } from "./support/hiring";
import { apiClient, apiJob } from "./support/hiring-api";
import { mailsTo } from "./support/mail";
import { loggedInTalent } from "./support/talent";
import { verifyEmailFromMail } from "./support/vetting";
import { loggedInRecruiter } from "./support/workspace";

// Applying and publishing wait for a verified email: the screens say why and offer a new link.

test("an unverified talent sees why Apply waits on the job page, resends the link, verifies and can apply", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const owner = await apiClient(page.request, "Gail", "Gate");
  const title = `Gated engineer ${crypto.randomBytes(3).toString("hex")}`;
  const job = await apiJob(page.request, owner.token, { title });
  const talent = await loggedInTalent(page, "Una", "Verified");
  await makeApplyReady(page, { verifyEmail: false });

  await page.goto(`/jobs/${job.slug}`);
  const notice = page.getByRole("region", { name: "Verify your email to apply" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(`We sent a link to ${talent.email}.`);
  await expect(page.getByRole("button", { name: "Apply" })).toHaveCount(0);
  await notice.getByRole("button", { name: "Resend" }).click();
  await expect(notice.getByText("Sent. Check your inbox (and the spam folder).")).toBeVisible();
  await expect.poll(() => mailsTo(talent.email, /Verify your email/).length, { timeout: 20_000 }).toBe(2);

  await verifyEmailFromMail(page, talent.email);
  await page.goto(`/jobs/${job.slug}`);
  await expect(page.getByRole("button", { name: "Apply" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Verify your email to apply" })).toHaveCount(0);
});

test("the workspace tells an unverified talent what waits for the email", async ({ page }) => {
  await loggedInTalent(page, "Wren", "Waiting");
  const banner = page.getByRole("region", { name: "Verify your email" });
  await expect(banner).toContainText(
    "Until then you can build your profile, but not apply to jobs or submit it for vetting.",
  );
});

test("an unverified recruiter's job editor says publishing waits for the email, next to a Resend", async ({ page }) => {
  await loggedInRecruiter(page, "Vic", "Verifying");
  await page.goto("/recruiter/jobs/new");
  const banner = page.getByRole("region", { name: "Verify your email" });
  await expect(banner).toBeInViewport();
  await expect(banner).toContainText("Until then you can save job drafts, but not publish them.");
  await expect(banner.getByRole("button", { name: "Resend" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish" })).toBeVisible();
});
