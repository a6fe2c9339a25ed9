import crypto from "node:crypto";
import { expect, test, type Page } from "@playwright/test";

import { atPath } from "./support/auth";
import { approveJob } from "./support/hiring-api";
import { logoPng, signUpRecruiterWithCompany } from "./support/recruiter";

const inAWeek = () => new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** The sidebar (or, on a phone, its drawer) link to a workspace page. */
async function openFromSidebar(page: Page, name: string) {
  await page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name }).click();
}

async function boardFinds(page: Page, title: string) {
  await page.goto(`/jobs?search=${encodeURIComponent(title)}`);
  // The title link only: a card's Save link also names the job ("Save {title}").
  return page.getByRole("main").getByRole("link", { name: new RegExp(`^${title}`) });
}

test.use({ viewport: { width: 1280, height: 900 } });

test("a recruiter edits the company, posts a job through the screens, publishes, edits, closes and reopens it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { company } = await signUpRecruiterWithCompany(page, "Mara", "Hiring");
  const word = `Zephyr${crypto.randomBytes(3).toString("hex")}`;
  const title = `${word} Platform Engineer`;

  // The company: fields, then a logo that shows at once.
  await openFromSidebar(page, "Company");
  await expect(page).toHaveURL(atPath("/recruiter/company"));
  await page.getByLabel("Website").fill("https://harbor-lights.example");
  await page.getByLabel("About the company").fill("We light harbours.\n\nA small remote team across Europe.");
  await page.getByLabel("Your team's time zone").selectOption("Europe/Lisbon");
  await page.getByRole("button", { name: "Save company" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Company saved" })).toBeVisible();
  await page.getByLabel("Upload logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logoPng() });
  const logo = page.getByRole("img", { name: `${company} logo` });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);

  // Its public page, before any job is open.
  await page.getByRole("link", { name: "View public page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: company })).toBeVisible();
  const companyPath = new URL(page.url()).pathname;
  await expect(page.getByText("No open jobs right now")).toBeVisible();
  await expect(page.getByRole("link", { name: "harbor-lights.example" })).toHaveAttribute("rel", "nofollow noopener");
  await expect(page.getByText("A small remote team across Europe.")).toBeVisible();

  // A draft with every field, the skills from the category's list and the typeahead.
  await page.goto("/recruiter/jobs");
  await expect(page.getByRole("heading", { name: "No jobs yet" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Post a job" }).click();
  await expect(page).toHaveURL(atPath("/recruiter/jobs/new"));
  await page.getByLabel("Job title").fill(title);
  await page.getByLabel("Category").selectOption({ label: "Software Development" });
  await page.getByLabel("Experience level").selectOption({ label: "Senior" });
  await page
    .getByLabel("Description")
    .fill("Own our deployment platform.\n\nYou will pair with two engineers and ship every week.");
  const skills = page.getByRole("group", { name: "Skills" });
  const firstSkill = skills.getByRole("checkbox").first();
  await firstSkill.check();
  const typeahead = page.getByRole("combobox", { name: "Add other skills" });
  await typeahead.fill("graph");
  await page
    .getByRole("option", { name: /GraphQL/ })
    .first()
    .click();
  await expect(page.getByRole("list", { name: "Skills of this job" }).getByRole("listitem")).toHaveCount(2);
  await page.getByLabel("Job type").selectOption({ label: "Hourly" });
  await page.getByLabel("Closing date (optional)").fill(inAWeek());
  await page.getByLabel("Minimum rate").fill("55");
  await page.getByLabel("Maximum rate").fill("85");
  await page.getByLabel("Currency").selectOption("EUR");

  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("region", { name: "Preview: how the job page will look" });
  await expect(preview).toBeInViewport();
  await expect(preview).toContainText(title);
  await expect(preview).toContainText("You will pair with two engineers");
  await page.getByRole("button", { name: "Back to editing" }).click();

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(atPath("/recruiter/jobs"));
  await expect(page.getByRole("status").filter({ hasText: "Job saved as a draft." })).toBeVisible();
  const row = page.getByRole("article", { name: title });
  await expect(row.getByText("Draft", { exact: true })).toBeVisible();

  // Publish: a new company's first job goes to review; once a manager approves it, it is on the board and the company's page.
  await row.getByRole("button", { name: "Publish" }).click();
  await expect(row.getByText("In review", { exact: true })).toBeVisible();
  await expect(row.getByRole("status")).toContainText("Submitted for review");
  const editHref = await row.getByRole("link", { name: `Edit ${title}` }).getAttribute("href");
  await approveJob(page.request, Number(editHref!.match(/\/recruiter\/jobs\/(\d+)\/edit/)![1]));
  await page.reload();
  await expect(row.getByText("Open", { exact: true })).toBeVisible();
  await expect(await boardFinds(page, word)).toBeVisible();
  await page.goto(companyPath);
  const card = page.getByRole("main").getByRole("link", { name: title, exact: true });
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(/\/jobs\/[a-z0-9-]+$/);

  // Edit the title: on a published job the change waits for a manager, and the board keeps the earlier title.
  await page.goto("/recruiter/jobs");
  await page
    .getByRole("article", { name: title })
    .getByRole("link", { name: `Edit ${title}` })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit job" })).toBeVisible();
  const newTitle = `${word} Platform Lead`;
  await page.getByLabel("Job title").fill(newTitle);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "your changes wait for a manager's review" })).toBeVisible();
  await expect(page.getByRole("note").filter({ hasText: "Changes waiting for review" })).toBeVisible();
  await expect(page.getByLabel("Job title")).toHaveValue(newTitle);
  await page.goto(companyPath);
  await expect(page.getByRole("main").getByRole("link", { name: title, exact: true })).toBeVisible();
  await approveJob(page.request, Number(editHref!.match(/\/recruiter\/jobs\/(\d+)\/edit/)![1]));

  // Close: gone from the board; the list says Closed. Reopen: Open again.
  await page.goto("/recruiter/jobs");
  const edited = page.getByRole("article", { name: newTitle });
  await edited.getByRole("button", { name: "Close" }).click();
  await expect(edited.getByText("Closed", { exact: true })).toBeVisible();
  await expect(await boardFinds(page, word)).toHaveCount(0);
  await page.goto("/recruiter/jobs");
  await page.getByRole("article", { name: newTitle }).getByRole("button", { name: "Reopen" }).click();
  await expect(page.getByRole("article", { name: newTitle }).getByText("Open", { exact: true })).toBeVisible();
  await expect(await boardFinds(page, word)).toBeVisible();
});
