import crypto from "node:crypto";
import { expect, test, type Page } from "@playwright/test";

import { atPath, fillTalentSignup, uniqueEmail } from "./support/auth";
import { makeApplyReady } from "./support/hiring";
import { approveJob } from "./support/hiring-api";
import { signUpRecruiterWithCompany } from "./support/recruiter";

// The whole hiring loop with the screens alone, a recruiter and a talent each in a browser of their own.

test.use({ viewport: { width: 1280, height: 900 } });

const column = (page: Page, stage: string) => page.getByRole("region", { name: stage, exact: true });
const boardLink = (page: Page, title: string) => page.getByRole("main").getByRole("link", { name: title, exact: true });

test("a recruiter posts a job, a talent applies, the recruiter moves the card by keyboard, the talent sees it, the job closes", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const recruiterContext = await browser.newContext();
  const talentContext = await browser.newContext();
  const recruiter = await recruiterContext.newPage();
  const talent = await talentContext.newPage();
  const word = `Loop${crypto.randomBytes(3).toString("hex")}`;
  const title = `${word} Frontend Engineer`;

  // The recruiter signs up and posts a job through the editor.
  await signUpRecruiterWithCompany(recruiter, "Rae", "Recruiter");
  await recruiter.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Jobs" }).click();
  await recruiter.getByRole("main").getByRole("link", { name: "Post a job" }).click();
  await expect(recruiter).toHaveURL(atPath("/recruiter/jobs/new"));
  await recruiter.getByLabel("Job title").fill(title);
  await recruiter.getByLabel("Category").selectOption({ label: "Software Development" });
  await recruiter.getByLabel("Experience level").selectOption({ label: "Mid-level" });
  await recruiter
    .getByLabel("Description")
    .fill("Build our customer app with React.\n\nYou will work with a designer and two engineers.");
  const skills = recruiter.getByRole("group", { name: "Skills" });
  await skills.getByRole("checkbox").first().check();
  await recruiter.getByLabel("Job type").selectOption({ label: "Hourly" });
  await recruiter.getByLabel("Minimum rate").fill("50");
  await recruiter.getByLabel("Maximum rate").fill("80");
  await recruiter.getByRole("button", { name: "Publish" }).click();
  await expect(recruiter).toHaveURL(atPath("/recruiter/jobs"));
  const posted = recruiter.getByRole("article", { name: title });
  await expect(posted.getByText("In review", { exact: true })).toBeVisible();

  // A new company's first job waits for a manager, who approves it (the console has its own test).
  const editHref = await posted.getByRole("link", { name: `Edit ${title}` }).getAttribute("href");
  await approveJob(recruiter.request, Number(editHref!.match(/\/recruiter\/jobs\/(\d+)\/edit/)![1]));
  await recruiter.reload();
  await expect(posted.getByText("Open", { exact: true })).toBeVisible();

  // A talent finds it on the board, signs up from its page and lands back on it.
  await talent.goto(`/jobs?search=${word}`);
  await boardLink(talent, title).click();
  await expect(talent.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const jobPath = new URL(talent.url()).pathname;
  expect(await (await talent.request.get("/sitemap.xml")).text()).toContain(jobPath);
  await talent.getByRole("link", { name: "Apply", exact: true }).click();
  await fillTalentSignup(talent, "Tia", "Talent", uniqueEmail("e2e-loop-talent"));
  await talent.getByRole("button", { name: "Create account" }).click();
  await expect(talent).toHaveURL(atPath(jobPath));

  // Profile filled (the editor has its own tests), then the apply dialog.
  await makeApplyReady(talent);
  await talent.reload();
  await talent.getByRole("button", { name: "Apply", exact: true }).click();
  const dialog = talent.getByRole("dialog", { name: `Apply: ${title}` });
  await dialog.getByLabel("Cover note (optional)").fill("I have built React apps for remote teams for five years.");
  await dialog.getByRole("button", { name: "Submit application" }).click();
  await expect(talent.getByRole("status").filter({ hasText: "Applied on" })).toContainText("Current stage: Applied");
  await talent.getByRole("link", { name: "View your applications" }).click();
  await expect(talent).toHaveURL(atPath("/talent/applications"));
  const application = talent.getByRole("article", { name: title });
  await expect(application.getByText("Applied", { exact: true }).first()).toBeVisible();

  // The recruiter opens the applicants and moves the card to Interview with the keyboard alone.
  await recruiter.reload();
  await recruiter
    .getByRole("article", { name: title })
    .getByRole("link", { name: /View applicants/ })
    .click();
  await expect(recruiter.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const card = column(recruiter, "Applied").getByRole("article").filter({ hasText: "Tia Talent" });
  await expect(card).toBeInViewport();
  await expect(card).toContainText("Full-stack developer");
  await recruiter.getByRole("button", { name: "Drag Tia Talent's card" }).focus();
  const announcement = recruiter.locator('[id^="DndLiveRegion"]');
  await recruiter.keyboard.press("Space");
  await expect(announcement).toHaveText("Picked up Tia Talent, in Applied.");
  await recruiter.keyboard.press("ArrowRight");
  await expect(announcement).toHaveText("Tia Talent is over Screening.");
  await recruiter.keyboard.press("ArrowRight");
  await expect(announcement).toHaveText("Tia Talent is over Interview.");
  await recruiter.keyboard.press("Space");
  await expect(column(recruiter, "Interview").getByRole("article").filter({ hasText: "Tia Talent" })).toBeVisible();

  // The talent's open Applications page catches up when its tab regains focus, without a reload.
  await talent.evaluate(() => Object.assign(window, { __samePage: true }));
  await talent.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(application.getByText("Interview", { exact: true }).first()).toBeVisible();
  expect(await talent.evaluate(() => (window as Window & { __samePage?: boolean }).__samePage)).toBe(true);

  // The recruiter closes the job: it leaves the board and the sitemap, and its page says it is closed.
  await recruiter.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Jobs" }).click();
  const row = recruiter.getByRole("article", { name: title });
  await row.getByRole("button", { name: "Close" }).click();
  await expect(row.getByText("Closed", { exact: true })).toBeVisible();

  await talent.goto(`/jobs?search=${word}`);
  await expect(boardLink(talent, title)).toHaveCount(0);
  const sitemap = await (await talent.request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain(jobPath);
  await talent.goto(jobPath);
  await expect(talent.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(talent.getByText("This job is closed", { exact: false }).first()).toBeInViewport();
  await expect(talent.getByRole("button", { name: "Apply", exact: true })).toHaveCount(0);

  await recruiterContext.close();
  await talentContext.close();
});
