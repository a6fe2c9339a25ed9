import { expect, test } from "@playwright/test";

import { atPath } from "./support/auth";
import { moveTalentToLagos, remoteFitJobs } from "./support/remote-fit";
import { loggedInTalent } from "./support/talent";

// Where a job hires from and the hours it needs shared, as a talent in Lagos and any visitor see them.

test("a talent in Lagos sees a Europe-only role cannot hire them, and applies to one that can", async ({ page }) => {
  const { europe, africa } = await remoteFitJobs(page);
  await loggedInTalent(page, "Ade", "Lagos");
  await moveTalentToLagos(page);

  await page.goto(`/jobs/${europe.slug}`);
  await expect(page.getByRole("definition").filter({ hasText: /^Europe$/ })).toBeVisible();
  const box = page.getByRole("complementary", { name: "Interested in this role?" });
  await expect(box.getByText("Eligible: no (this role hires in Europe only)")).toBeInViewport();
  await expect(box.getByText("This role hires in Europe only, not from Nigeria.")).toBeVisible();
  await expect(box.getByRole("button", { name: "Apply", exact: true })).toHaveCount(0);

  await page.goto(`/jobs/${africa.slug}`);
  await expect(page.getByText("At least 3 h with 10:00–16:00 Europe/London")).toBeVisible();
  await expect(box.getByText("Eligible: yes")).toBeVisible();
  await expect(box.getByText("Overlap: 6 h of the required 3 h")).toBeVisible();
  await box.getByRole("button", { name: "Apply", exact: true }).click();
  await page
    .getByRole("dialog", { name: `Apply: ${africa.title}` })
    .getByRole("button", { name: "Submit application" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Applied on" })).toBeVisible();
});

test("the board's Hires from filter narrows the results, and Eligible for me uses the talent's country", async ({
  page,
}) => {
  const { marker, europe, africa } = await remoteFitJobs(page);
  await page.goto(`/jobs?search=${marker}`);
  await expect(page.getByRole("link", { name: europe.title, exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: africa.title, exact: true })).toBeVisible();

  await page.getByText("More filters").click();
  await page.getByLabel("Hires from").selectOption({ label: "Nigeria" });
  await page.getByRole("button", { name: "Show jobs" }).click();
  await expect(page).toHaveURL(/eligible_country=NG/);
  await expect(page.getByRole("link", { name: africa.title, exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: europe.title, exact: true })).toHaveCount(0);
  await expect(page.getByText(/^1\s+job/)).toBeVisible();

  await loggedInTalent(page, "Bola", "Board");
  await moveTalentToLagos(page);
  await page.goto(`/jobs?search=${marker}`);
  await page.getByText("More filters").click();
  await page.getByRole("link", { name: "Eligible for me (Nigeria)" }).click();
  await expect(page).toHaveURL(atPath("/jobs"));
  await expect(page).toHaveURL(/eligible_country=NG/);
  await expect(page.getByRole("link", { name: europe.title, exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "✓ Eligible for me (Nigeria)" })).toHaveAttribute("aria-pressed", "true");

  await page.getByLabel("Overlap with my hours").selectOption({ label: "At least 4 h" });
  await page.getByRole("button", { name: "Show jobs" }).click();
  await expect(page).toHaveURL(/min_overlap_hours=4&timezone=Africa%2FLagos&work_start=09%3A00&work_end=17%3A00/);
  await expect(page.getByRole("link", { name: africa.title, exact: true })).toBeVisible();
});
