import { expect, test } from "@playwright/test";

import { atPath } from "./support/auth";
import { setTeamHours, uniqueName, vettedTalent } from "./support/directory";
import { apiClient, apiJob, logInClient } from "./support/hiring-api";
import { invitationsCard, logInTalent } from "./support/invitations";
import { loggedInRecruiter } from "./support/workspace";

test("a recruiter finds a React developer with at least 4 h overlap, saves them to a new shortlist and finds them there", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const family = uniqueName("Dir");
  // Lagos shares Berlin's hours (7 or 8 a day, with Berlin's summer time); Tokyo's working day is over before Berlin's starts.
  await vettedTalent(page.request, "Amara", family, {
    timezone: "Africa/Lagos",
    work_start: "09:00",
    work_end: "17:00",
    country: "NG",
  });
  await vettedTalent(page.request, "Kenji", family, {
    timezone: "Asia/Tokyo",
    work_start: "09:00",
    work_end: "17:00",
    country: "JP",
  });

  await loggedInRecruiter(page, "Rita", "Recruiter", { verified: true });
  await setTeamHours(page, "Europe/Berlin", "09:00", "17:00");

  await page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Find talent" }).first().click();
  await expect(page).toHaveURL(/\/recruiter\/talent$/);
  await expect(page.getByRole("heading", { level: 1, name: "Find talent" })).toBeVisible();
  await expect(
    page.getByText(/Overlap is measured against your team hours: 09:00–17:00 \(Europe\/Berlin\)/),
  ).toBeVisible();

  await page.getByLabel("Search").fill(family);
  await page.getByRole("textbox", { name: /^Skills/ }).fill("ReactJs");
  await page.getByLabel("Min overlap (hours)").fill("4");
  await page.getByRole("button", { name: "Search talent" }).click();
  await expect(page).toHaveURL(/min_overlap_hours=4/);
  await expect(page).toHaveURL(/skills=ReactJs/);

  const results = page.getByRole("region", { name: "Results" });
  const amara = results.getByRole("article", { name: `Amara ${family}` });
  await expect(amara).toBeVisible();
  await expect(results.getByRole("article")).toHaveCount(1);
  await expect(amara.getByText(/^[78] h overlap with your team$/)).toBeVisible();
  await expect(amara.getByText("Vetted")).toBeVisible();
  await expect(amara.getByRole("list", { name: "Skills" }).getByRole("listitem").first()).toHaveText(
    "ReactJs (matches your search)",
  );
  await expect(amara.getByRole("link", { name: `Amara ${family}` })).toHaveAttribute("href", /^\/profiles\//);

  const save = amara.getByRole("button", { name: new RegExp(`^Save to shortlist\\s*\\(Amara ${family}\\)$`) });
  await save.scrollIntoViewIfNeeded();
  await expect(save).toBeInViewport();
  await save.click();
  const dialog = page.getByRole("dialog", { name: "Save to shortlist" });
  await expect(dialog.getByText("You have no shortlists yet. Name your first one below.")).toBeVisible();
  await dialog.getByLabel("New shortlist").fill(`React ${family}`);
  await dialog.getByRole("button", { name: "Create and save" }).click();
  await expect(dialog.getByText(`Saved to React ${family}.`)).toBeVisible();
  await expect(dialog.getByRole("checkbox", { name: new RegExp(`React ${family}`) })).toBeChecked();
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Shortlists" }).first().click();
  await expect(page).toHaveURL(/\/recruiter\/shortlists$/);
  await expect(page.getByRole("heading", { level: 2, name: new RegExp(`React ${family}`) })).toBeVisible();
  const saved = page.getByRole("article", { name: `Amara ${family}` });
  await expect(saved).toBeInViewport();
  await expect(saved.getByText(/^[78] h overlap with your team$/)).toBeVisible();

  await saved.getByRole("link", { name: `Amara ${family}` }).click();
  await expect(page).toHaveURL(/\/profiles\//);
  await expect(page.getByRole("heading", { level: 1, name: `Amara ${family}` })).toBeVisible();
});

test("a recruiter in Berlin finds a React developer in Lagos with 4 h overlap and invites them; the talent applies in one step", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const family = uniqueName("Inv");
  const talent = await vettedTalent(page.request, "Ngozi", family, {
    timezone: "Africa/Lagos",
    work_start: "09:00",
    work_end: "17:00",
    country: "NG",
  });
  const recruiter = await apiClient(page.request, "Bert", "Berlin");
  const job = await apiJob(page.request, recruiter.token, { title: `React engineer ${family}` });

  await logInClient(page, recruiter);
  await setTeamHours(page, "Europe/Berlin", "09:00", "17:00");
  await page.goto(`/recruiter/talent?q=${family}&skills=ReactJs&min_overlap_hours=4`);
  const card = page.getByRole("region", { name: "Results" }).getByRole("article", { name: talent.name });
  await expect(card.getByText(/^[78] h overlap with your team$/)).toBeVisible();
  const invite = card.getByRole("button", { name: new RegExp(`^Invite to apply\\s*\\(${talent.name}\\)$`) });
  await invite.scrollIntoViewIfNeeded();
  await expect(invite).toBeInViewport();
  await invite.click();
  const dialog = page.getByRole("dialog", { name: `Invite ${talent.name} to apply` });
  await dialog.getByLabel("Job").selectOption({ label: job.title });
  await dialog.getByLabel("Message (optional)").fill("Our days overlap most of the time.");
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(dialog.getByRole("status")).toHaveText(
    `Invitation sent: ${talent.name} can now apply to ${job.title} in one step.`,
  );

  const talentContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const talentPage = await talentContext.newPage();
  await logInTalent(talentPage, talent.email);
  const invitations = invitationsCard(talentPage);
  await expect(invitations).toContainText("Our days overlap most of the time.");
  await invitations.getByRole("button", { name: `Apply to ${job.title}` }).click();
  await talentPage
    .getByRole("dialog", { name: `Apply: ${job.title}` })
    .getByRole("button", { name: "Submit application" })
    .click();
  await expect(invitations.getByRole("status")).toContainText(`You applied to ${job.title}.`);
  await invitations.getByRole("link", { name: "View your application" }).click();
  await expect(talentPage).toHaveURL(atPath("/talent/applications"));
  await expect(talentPage.getByRole("article", { name: job.title })).toBeVisible();
  await talentContext.close();
});
