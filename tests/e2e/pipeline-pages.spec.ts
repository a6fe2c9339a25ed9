import { expect, test, type Locator, type Page } from "@playwright/test";

import { apiClient, apiJob, appliedTalent, logInClient } from "./support/hiring-api";

// A column with more applicants than its first page: 50 cards, the stage's whole count, and the rest on scrolling.

const APPLICANTS = 53;
const column = (page: Page, stage: string) => page.getByRole("region", { name: stage, exact: true });
const chip = (page: Page, stage: string) =>
  page.getByRole("navigation", { name: "Stages" }).getByRole("button", { name: new RegExp(`^${stage}`) });

/** The board's top and its Applied column's end, for a look: clipped from the whole page, so nothing scrolls. */
async function shoot(page: Page, more: Locator, width: string) {
  await page.screenshot({ path: `test-results/pipeline-pages/${width}-top.png` });
  const box = (await more.boundingBox())!;
  const size = page.viewportSize()!;
  const clip = { x: 0, y: Math.max(0, box.y - 560), width: size.width, height: 700 };
  await page.screenshot({ path: `test-results/pipeline-pages/${width}-show-more.png`, fullPage: true, clip });
}

test("a column over 50 applicants shows its first 50 and its count, and brings the rest when scrolled to", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const client = await apiClient(page.request);
  const job = await apiJob(page.request, client.token, { title: "Busy role" });
  const applicants: { name: string; applicationId: number }[] = [];
  // A few at a time: each applicant registers, verifies by mail and fills a profile before applying.
  for (let start = 0; start < APPLICANTS; start += 8) {
    const batch = Array.from({ length: Math.min(8, APPLICANTS - start) }, (_, i) => start + i);
    const made = await Promise.all(
      batch.map((n) => appliedTalent(page.request, job.slug, "Applicant", `Number${String(n + 1).padStart(2, "0")}`)),
    );
    applicants.push(...made);
  }
  // The column lists the oldest application first: the last to apply ends its second page.
  const last = applicants.sort((a, b) => a.applicationId - b.applicationId).at(-1)!.name;

  await logInClient(page, client);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/recruiter/jobs/${job.id}/applicants`);
  const applied = column(page, "Applied");
  await expect(applied.getByRole("article")).toHaveCount(50);
  await expect(applied.getByRole("heading")).toHaveText(`Applied${APPLICANTS}`);
  await expect(chip(page, "Applied")).toHaveText(`Applied${APPLICANTS}`);
  const more = applied.getByRole("button", { name: `Show more (${APPLICANTS - 50} more) in Applied` });
  await expect(more).toBeVisible();
  await shoot(page, more, "1280");

  // The phone board: the same column, the button at its end.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(applied.getByRole("article")).toHaveCount(50);
  await shoot(page, more, "390");

  // Scrolling down to the column's end brings its next page, without a press.
  await more.scrollIntoViewIfNeeded();
  await expect(applied.getByRole("article")).toHaveCount(APPLICANTS);
  await expect(applied.getByRole("button", { name: /Show more/ })).toHaveCount(0);
  await expect(applied.getByRole("article").last()).toContainText(last);

  // A card of the second page moves like any other, and both counts follow.
  await page.getByRole("button", { name: `Move to another stage: ${last}` }).click();
  await page.getByRole("menuitem", { name: "Screening" }).click();
  await expect(column(page, "Screening").getByRole("article").filter({ hasText: last })).toBeVisible();
  await expect(applied.getByRole("heading")).toHaveText(`Applied${APPLICANTS - 1}`);
  await expect(column(page, "Screening").getByRole("heading")).toHaveText("Screening1");
  await expect(applied.getByRole("article")).toHaveCount(APPLICANTS - 1);

  await page.reload();
  await expect(applied.getByRole("article")).toHaveCount(50);
  await expect(applied.getByRole("button", { name: `Show more (${APPLICANTS - 51} more) in Applied` })).toBeVisible();
  await expect(column(page, "Screening").getByRole("article")).toHaveCount(1);
});
