import { expect, test } from "@playwright/test";

import { API_KEY, logIn } from "./support/auth";
import { makeApplyReady } from "./support/hiring";
import { managerToken } from "./support/manager";
import { loggedInTalent } from "./support/talent";
import { verifyEmailFromMail, vettingCard } from "./support/vetting";
import { submittedTalent } from "./support/vetting-api";

test("a talent with a complete profile and a verified email submits for vetting from the Overview", async ({
  page,
}) => {
  const talent = await loggedInTalent(page, "Vito", "Vetting");
  const card = vettingCard(page);
  const submit = card.getByRole("button", { name: "Submit for vetting" });
  await expect(submit).toBeDisabled();
  await expect(card.getByRole("link", { name: "Complete your profile" })).toBeVisible();
  await expect(card.getByRole("link", { name: "Go to the verification notice" })).toBeVisible();

  await makeApplyReady(page, { verifyEmail: false });
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

test("the talent follows each stage a manager moves them to, and Vetted shows on their profile page", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const talent = await submittedTalent(page.request, "Stan", "Stages");
  await page.goto("/login");
  await logIn(page, talent.email);
  await expect(page).toHaveURL(/\/talent$/);
  const progress = vettingCard(page).getByRole("list", { name: "Your vetting progress" });
  await expect(progress.getByRole("listitem").filter({ hasText: "Submitted" })).toHaveAttribute("aria-current", "step");

  const manager = { "X-API-KEY": API_KEY, Authorization: `Bearer ${await managerToken(page.request)}` };
  const scores = { code_quality: 5, system_design: 4, communication: 5 };
  const moves = [
    ["submitted", "profile_review", "Profile review"],
    ["profile_review", "skills_assessment", "Skills assessment"],
    ["skills_assessment", "live_interview", "Live interview"],
    ["live_interview", "vetted", "Vetted"],
  ] as const;
  for (const [from, to, label] of moves) {
    const moved = await page.request.post(`/api/manage/talent/${talent.id}/vetting`, {
      headers: manager,
      data: { from_stage: from, stage: to, ...(to === "vetted" ? { scores } : {}) },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    // The Overview catches up when its tab regains focus, without a reload.
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    // The current step's text starts with its number and name (it goes on to say what comes next).
    if (to !== "vetted")
      await expect(progress.locator('li[aria-current="step"]')).toHaveText(new RegExp(`^\\d${label}`));
  }
  await expect(vettingCard(page).getByRole("heading", { name: "You are vetted" })).toBeVisible();
  // Scores and private notes never reach the talent.
  await expect(vettingCard(page)).not.toContainText("System design");

  const own = await page.request.get("/api/talent/profile", {
    headers: { "X-API-KEY": API_KEY, Authorization: `Bearer ${talent.token}` },
  });
  const handle = (await own.json()).data.handle as string;
  await page.goto(`/profiles/${handle}`);
  const badge = page.getByRole("main").getByText("Vetted", { exact: true });
  await expect(badge).toBeInViewport();
});
