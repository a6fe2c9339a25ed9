import { expect, test } from "@playwright/test";
import { makeApplyReady } from "./support/hiring";
import { loggedInTalent } from "./support/talent";
import { vettingCard, verifyEmailFromMail } from "./support/vetting";

test("a talent with a complete profile and a verified email submits for vetting from the Overview", async ({ page }) => {
  const talent = await loggedInTalent(page, "Vito", "Vetting");
  const card = vettingCard(page);
  const submit = card.getByRole("button", { name: "Submit for vetting" });
  await expect(submit).toBeDisabled();
  await expect(card.getByRole("link", { name: "Complete your profile" })).toBeVisible();
  await expect(card.getByRole("link", { name: "Go to the verification notice" })).toBeVisible();

  await makeApplyReady(page);
  await verifyEmailFromMail(page, talent.email);
  await page.goto("/talent");
  await expect(card.getByText("Before you can submit")).toHaveCount(0);
  await submit.scrollIntoViewIfNeeded();
  await expect(submit).toBeInViewport();
  await expect(submit).toBeEnabled();
  await submit.click();

  const progress = card.getByRole("list", { name: "Your vetting progress" });
  await expect(progress.getByRole("listitem").filter({ hasText: "Submitted" })).toHaveAttribute("aria-current", "step");
  await expect(card.getByText(/Your profile is in the queue/)).toBeInViewport();
  await expect(submit).toHaveCount(0);

  // The server kept it: a fresh load shows the same stage, and a second submission is not offered.
  await page.reload();
  await expect(progress.getByRole("listitem").filter({ hasText: "Submitted" })).toHaveAttribute("aria-current", "step");
  await expect(submit).toHaveCount(0);
});
