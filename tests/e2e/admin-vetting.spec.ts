import { expect, test } from "@playwright/test";

import { API_KEY } from "./support/auth";
import { logInManager, managerToken } from "./support/manager";
import { submittedTalent } from "./support/vetting-api";
import { newestSubmittedQueuePage } from "./support/vetting-console";

// A manager works the vetting queue in the console: finds a submitted talent and takes them to Vetted.

test("the queue lists a submitted talent and the talent's page moves them on to vetted", async ({ page }) => {
  test.setTimeout(60_000);
  const talent = await submittedTalent(page.request, "Quentin", "Queue");
  await logInManager(page);
  await page.goto(await newestSubmittedQueuePage(page));
  await expect(
    page.getByRole("navigation", { name: "Vetting stages" }).getByRole("link", { name: /Submitted/ }),
  ).toHaveAttribute("aria-current", "page");
  const row = page.getByRole("link", { name: /Quentin Queue/ });
  await expect(row).toBeInViewport();
  await expect(row).toContainText("Senior TypeScript engineer");
  await row.click();

  await expect(page).toHaveURL(new RegExp(`/admin/vetting/${talent.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Quentin Queue" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Download résumé (PDF)" })).toBeVisible();

  for (const [button, stage] of [
    ["Move to Profile review", "Profile review"],
    ["Move to Skills assessment", "Skills assessment"],
    ["Move to Live interview", "Live interview"],
  ] as const) {
    await page.getByRole("button", { name: button }).click();
    await expect(page.getByRole("status").filter({ hasText: `Moved to ${stage}.` })).toBeVisible();
    await expect(page.getByRole("region", { name: "Where this talent stands" })).toContainText(stage);
  }

  await page.getByRole("button", { name: "Mark as vetted" }).click();
  await expect(page.getByText("Score Code quality from 1 to 5.")).toBeVisible();
  for (const criterion of ["Code quality", "System design", "Communication"]) {
    await page
      .getByRole("group", { name: `${criterion} score` })
      .getByRole("radio", { name: "4" })
      .click();
  }
  await page.getByLabel("Private note (optional)").fill("Clear thinker; strong system design.");
  await page.getByRole("button", { name: "Mark as vetted" }).click();
  await expect(page.getByText("This vetting is finished: no further moves.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Where this talent stands" })).toContainText("Vetted");
  await expect(page.getByRole("region", { name: "Private notes" })).toContainText(
    "Clear thinker; strong system design.",
  );
  await expect(page.getByRole("region", { name: "History" })).toContainText("Live interview → Vetted by Mira Manager");
});

test("a move another manager beat shows that the vetting moved on, and the page catches up", async ({ page }) => {
  const talent = await submittedTalent(page.request, "Stella", "Stale");
  await logInManager(page);
  await page.goto(`/admin/vetting/${talent.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Stella Stale" })).toBeVisible();
  const token = await managerToken(page.request);
  const elsewhere = await page.request.post(`/api/manage/talent/${talent.id}/vetting`, {
    headers: { "X-API-KEY": API_KEY, Authorization: `Bearer ${token}` },
    data: { from_stage: "submitted", stage: "profile_review" },
  });
  expect(elsewhere.status()).toBe(200);

  await page.getByRole("button", { name: "Move to Profile review" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "This talent's vetting has moved on: reload to see where it stands." }),
  ).toBeInViewport();
  await expect(page.getByRole("button", { name: "Move to Skills assessment" })).toBeVisible();
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("The body field is required.")).toBeVisible();
  await page.getByLabel("New private note (never shown to the talent)").fill("Already moved by a colleague.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("region", { name: "Private notes" }).getByRole("listitem")).toContainText(
    "Already moved by a colleague.",
  );
});
