import { expect, test, type Page } from "@playwright/test";

import { atPath } from "./support/auth";
import { apiClient, apiJob, appliedTalent, logInClient, talentApplications } from "./support/hiring-api";

// The recruiter's applicants board: cards, moves by keyboard, menu and mouse, rejection, private notes, and the Overview.

const column = (page: Page, stage: string) => page.getByRole("region", { name: stage, exact: true });
const card = (page: Page, stage: string, name: string) =>
  column(page, stage).getByRole("article").filter({ hasText: name });

test.use({ viewport: { width: 1280, height: 800 } });

test("a recruiter reads the cards and moves them with the keyboard and the stage menu, rejects with a message and keeps private notes", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const client = await apiClient(page.request);
  const job = await apiJob(page.request, client.token, { title: "Pipeline engineer" });
  const ada = await appliedTalent(page.request, job.slug, "Ada", "Keys", "React and TypeScript engineer");
  const ben = await appliedTalent(page.request, job.slug, "Ben", "Menu");
  const cy = await appliedTalent(page.request, job.slug, "Cy", "Reject");

  await logInClient(page, client);
  await expect(page.getByRole("link", { name: /Pipeline engineer/ })).toBeVisible();
  await page.getByRole("link", { name: /Pipeline engineer/ }).click();
  await expect(page).toHaveURL(atPath(`/recruiter/jobs/${job.id}/applicants`));
  await expect(page.getByRole("heading", { level: 1, name: "Pipeline engineer" })).toBeVisible();

  const adaCard = card(page, "Applied", ada.name);
  await expect(adaCard).toBeInViewport();
  await expect(adaCard).toContainText("React and TypeScript engineer");
  await expect(adaCard).toContainText("$70/hr");
  await expect(adaCard.getByRole("list", { name: "Matching skills" })).toContainText("ReactJs");
  await expect(column(page, "Applied").getByRole("article")).toHaveCount(3);

  // Keyboard: Space picks the card up, each arrow jumps one stage, Space drops it; a screen reader hears each step.
  const announcement = page.locator('[id^="DndLiveRegion"]');
  await page.getByRole("button", { name: `Drag ${ada.name}'s card` }).focus();
  await page.keyboard.press("Space");
  await expect(announcement).toHaveText(`Picked up ${ada.name}, in Applied.`);
  await page.keyboard.press("ArrowRight");
  await expect(announcement).toHaveText(`${ada.name} is over Screening.`);
  await page.keyboard.press("ArrowRight");
  await expect(announcement).toHaveText(`${ada.name} is over Interview.`);
  await page.keyboard.press("Space");
  await expect(card(page, "Interview", ada.name)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: `${ada.name} moved to Interview.` })).toBeVisible();
  await page.reload();
  await expect(card(page, "Interview", ada.name)).toBeVisible();

  await page.getByRole("button", { name: `Move to another stage: ${ben.name}` }).click();
  await page.getByRole("menuitem", { name: "Screening" }).click();
  await expect(card(page, "Screening", ben.name)).toBeVisible();

  await page.getByRole("button", { name: `Move to another stage: ${cy.name}` }).click();
  await page.getByRole("menuitem", { name: "Rejected" }).click();
  const dialog = page.getByRole("dialog", { name: `Reject ${cy.name}` });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(card(page, "Applied", cy.name)).toBeVisible();
  await page.getByRole("button", { name: `Move to another stage: ${cy.name}` }).click();
  await page.getByRole("menuitem", { name: "Rejected" }).click();
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(dialog.getByText("Choose a reason for the rejection.")).toBeVisible();
  await dialog.getByLabel("Reason").selectOption({ label: "Rate outside the budget" });
  await dialog.getByLabel("Message to the talent (optional)").fill("Thank you, we went with a lower rate.");
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, "Rejected", cy.name)).toBeVisible();
  const seen = (await (await talentApplications(page.request, cy.token)).json()).data[0];
  expect(seen.rejection).toEqual({ reason: "rate", message: "Thank you, we went with a lower rate." });

  await card(page, "Interview", ada.name).getByRole("button", { name: ada.name, exact: true }).click();
  const detail = page.getByRole("dialog", { name: ada.name });
  await expect(detail.getByRole("link", { name: /Full profile/ })).toHaveAttribute("target", "_blank");
  await expect(detail.getByRole("link", { name: /Résumé/ })).toHaveAttribute("href", /\/api\/files\//);
  await expect(detail).toContainText("Hello, I am Ada.");
  await expect(detail).toContainText("Applied → Interview");
  await detail.getByLabel("New private note").fill("Great pairing session; ask about Next.js.");
  await detail.getByRole("button", { name: "Add note" }).click();
  await expect(detail.getByRole("listitem").filter({ hasText: "Great pairing session" })).toBeVisible();
  await page.reload();
  await card(page, "Interview", ada.name).getByRole("button", { name: ada.name, exact: true }).click();
  await expect(page.getByRole("dialog", { name: ada.name })).toContainText("Great pairing session; ask about Next.js.");
  const talentView = await (await talentApplications(page.request, ada.token)).text();
  expect(talentView).toContain('"stage":"interview"');
  expect(talentView).not.toContain("Great pairing session");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a move from the applicant panel keeps the person in view, and Hired asks first", async ({ page }) => {
    test.setTimeout(90_000);
    const client = await apiClient(page.request);
    const job = await apiJob(page.request, client.token, { title: "Phone pipeline role" });
    const fay = await appliedTalent(page.request, job.slug, "Fay", "Phone");
    await logInClient(page, client);
    await page.goto(`/recruiter/jobs/${job.id}/applicants`);

    await card(page, "Applied", fay.name).getByRole("button", { name: fay.name, exact: true }).click();
    await page.getByRole("dialog", { name: fay.name }).getByRole("button", { name: "Offer", exact: true }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    // Offer is the fourth column, off screen at 390 px until the board scrolls to it.
    await expect(card(page, "Offer", fay.name)).toBeInViewport({ ratio: 0.9 });
    await expect(card(page, "Offer", fay.name).getByRole("button", { name: fay.name, exact: true })).toBeFocused();

    await card(page, "Offer", fay.name).getByRole("button", { name: fay.name, exact: true }).click();
    await page.getByRole("dialog", { name: fay.name }).getByRole("button", { name: "Hired", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: `Mark ${fay.name} as hired?` });
    await expect(confirm).toBeInViewport();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(card(page, "Offer", fay.name)).toBeInViewport({ ratio: 0.9 });

    await card(page, "Offer", fay.name).getByRole("button", { name: fay.name, exact: true }).click();
    await page.getByRole("dialog", { name: fay.name }).getByRole("button", { name: "Hired", exact: true }).click();
    await confirm.getByRole("button", { name: "Mark as hired" }).click();
    await expect(confirm).toBeHidden();
    await expect(card(page, "Hired", fay.name)).toBeInViewport({ ratio: 0.9 });
    const seen = (await (await talentApplications(page.request, fay.token)).json()).data[0];
    expect(seen.stage).toBe("hired");
  });
});

test("a recruiter drags a card to another stage with the mouse", async ({ page }) => {
  const client = await apiClient(page.request);
  const job = await apiJob(page.request, client.token, { title: "Drag and drop role" });
  const dee = await appliedTalent(page.request, job.slug, "Dee", "Drag");
  await logInClient(page, client);
  await page.goto(`/recruiter/jobs/${job.id}/applicants`);

  const handle = await page.getByRole("button", { name: `Drag ${dee.name}'s card` }).boundingBox();
  const target = await column(page, "Screening").boundingBox();
  expect(handle && target).toBeTruthy();
  await page.mouse.move(handle!.x + handle!.width / 2, handle!.y + handle!.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle!.x + 30, handle!.y + 10, { steps: 5 });
  await page.mouse.move(target!.x + target!.width / 2, target!.y + 80, { steps: 15 });
  await page.mouse.up();
  await expect(card(page, "Screening", dee.name)).toBeVisible();
  await page.reload();
  await expect(card(page, "Screening", dee.name)).toBeVisible();
});

test("the Overview shows the open jobs with counts per stage, and a calm note when nothing waits", async ({ page }) => {
  const client = await apiClient(page.request);
  await logInClient(page, client);
  await expect(page.getByRole("link", { name: "Post your first job" })).toHaveAttribute("href", "/recruiter/jobs/new");

  const job = await apiJob(page.request, client.token, { title: "Counted role" });
  await apiJob(page.request, client.token, { title: "Draft role", publish: false });
  await appliedTalent(page.request, job.slug, "Eve", "Counted");
  await page.reload();
  const jobs = page.getByRole("region", { name: "Open jobs" });
  await expect(jobs.getByRole("listitem")).toHaveCount(1);
  await expect(jobs.getByRole("listitem").first()).toContainText("new1");
  await expect(page.getByRole("region", { name: "Needs attention" })).toContainText("All caught up");
  await jobs.getByRole("link", { name: /Counted role/ }).click();
  await expect(page).toHaveURL(atPath(`/recruiter/jobs/${job.id}/applicants`));
});

test("another company's job, or an unknown one, is not found", async ({ page }) => {
  const owner = await apiClient(page.request);
  const job = await apiJob(page.request, owner.token);
  const stranger = await apiClient(page.request, "Sam", "Stranger");
  await logInClient(page, stranger);
  expect((await page.goto(`/recruiter/jobs/${job.id}/applicants`))?.status()).toBe(404);
  expect((await page.goto("/recruiter/jobs/99999999/applicants"))?.status()).toBe(404);
  expect((await page.goto("/recruiter/jobs/abc/applicants"))?.status()).toBe(404);
});
