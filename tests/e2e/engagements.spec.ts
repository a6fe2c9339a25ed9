import path from "node:path";
import { expect, test, type Page } from "@playwright/test";

import { atPath, logIn } from "./support/auth";
import { dayIn, inZone, workingHours } from "./support/engagements";
import { apiClient, apiJob, appliedTalent, logInClient } from "./support/hiring-api";

// A recruiter in Berlin and a talent in Lagos, each in a browser on their own clock: the recruiter offers hourly
// work that began three weeks ago, the talent accepts, both see the engagement, the client lowers the weekly hours
// from next Monday, and the talent ends it after the notice period. Screenshots of each state at 390 and 1280 px.

const SHOTS = path.join("test-results", "engagements");

async function shoot(page: Page, state: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: path.join(SHOTS, `${state}--${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("an offer sent in Berlin is accepted in Lagos, its hours lowered and the engagement ended after notice", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const client = await apiClient(request);
  await workingHours(request, "client", client.token, "Europe/Berlin");
  const job = await apiJob(request, client.token, { title: "Engaged engineer" });
  const talent = await appliedTalent(request, job.slug, "Ada", "Lagos");
  await workingHours(request, "talent", talent.token, "Africa/Lagos");

  const recruiter = await (await inZone(browser, baseURL!, "Europe/Berlin")).newPage();
  const applicant = await (await inZone(browser, baseURL!, "Africa/Lagos")).newPage();

  // The recruiter offers from the applicant's panel.
  await logInClient(recruiter, client);
  await recruiter.goto(`/recruiter/jobs/${job.id}/applicants?application=${talent.applicationId}`);
  const panel = recruiter.getByRole("dialog", { name: talent.name, exact: true });
  const offerPart = panel.getByRole("region", { name: "Offer", exact: true });
  await expect(offerPart).toContainText("No offer yet.");
  await offerPart.getByRole("button", { name: "Make an offer" }).click();
  const form = recruiter.getByRole("dialog", { name: `Offer to ${talent.name}` });
  await expect(form.getByLabel("Contract type")).toHaveValue("hourly");
  await form.getByLabel("Rate (USD, per hour)").fill("45.50");
  await form.getByLabel("Weekly hour cap").fill("40");
  // Work that began before it moved here: three weeks back, so its 14-day trial is over.
  await form.getByLabel("Start date").fill(dayIn("Europe/Berlin", -21));
  await form.getByLabel("Message (optional)").fill("We would love to have you on the team.");
  await shoot(recruiter, "recruiter-offer-form");
  await form.getByRole("button", { name: "Send offer" }).click();
  await expect(form).toBeHidden();
  await expect(offerPart.getByText("Sent", { exact: true })).toBeVisible();
  await expect(offerPart).toContainText("$45.50 per hour");
  await expect(offerPart).toContainText(/Expires in [67] days/);
  await shoot(recruiter, "recruiter-offer-sent");

  // The talent reads it on their own clock and accepts.
  await applicant.goto("/login");
  await logIn(applicant, talent.email);
  await expect(applicant).toHaveURL(atPath("/talent"));
  await applicant.goto("/talent/engagements");
  const offer = applicant.getByRole("region", { name: /Offer from/ });
  await expect(offer).toContainText("$45.50 per hour");
  await expect(offer).toContainText("Up to 40 h a week");
  await expect(offer).toContainText(/in Lagos · .* in Berlin/);
  await expect(offer.getByRole("link", { name: /Ask about the offer/ })).toHaveAttribute(
    "href",
    `/talent/messages/${talent.applicationId}`,
  );
  await shoot(applicant, "talent-offer");
  await offer.getByRole("button", { name: "Accept" }).click();
  const accept = applicant.getByRole("dialog", { name: "Accept this offer?" });
  await shoot(applicant, "talent-accept-dialog");
  await accept.getByRole("button", { name: "Accept" }).click();
  await expect(applicant).toHaveURL(/\/talent\/engagements\/\d+$/);
  await expect(applicant.getByRole("heading", { name: "Engaged engineer" })).toBeVisible();
  await expect(applicant.getByText("Active", { exact: true })).toBeVisible();
  await expect(applicant.getByText(/began before it moved to Hireloop/)).toBeVisible();
  const engagementPath = new URL(applicant.url()).pathname;
  const engagementId = engagementPath.split("/").at(-1);

  // Both sides list it.
  await recruiter.goto("/recruiter/engagements");
  const row = recruiter.getByRole("link", { name: `Open the engagement for Engaged engineer with ${talent.name}` });
  await expect(row).toBeVisible();
  await shoot(recruiter, "recruiter-engagements");
  await row.click();
  await expect(recruiter).toHaveURL(atPath(`/recruiter/engagements/${engagementId}`));

  // The client lowers the weekly hours from next Monday.
  await recruiter.getByRole("button", { name: "Change weekly hours" }).click();
  const cap = recruiter.getByRole("dialog", { name: "Change the weekly hours" });
  await cap.getByLabel("Weekly hour cap").fill("30");
  await shoot(recruiter, "recruiter-cap-dialog");
  await cap.getByRole("button", { name: "Save" }).click();
  await expect(cap).toBeHidden();
  await expect(recruiter.getByText(/: up to 30 h a week\.$/)).toBeVisible();
  await shoot(recruiter, "recruiter-engagement");

  // The talent sees the new cap and ends the engagement: the notice period sets the earliest last day.
  await applicant.reload();
  await expect(applicant.getByText(/: up to 30 h a week\.$/)).toBeVisible();
  await applicant.getByRole("button", { name: "End engagement" }).click();
  const end = applicant.getByRole("dialog", { name: "End this engagement?" });
  const lastDay = end.getByLabel("Last working day");
  await expect(lastDay).toHaveValue(dayIn("Europe/Berlin", 7));
  await expect(end.getByLabel("Would rehire")).toHaveCount(0);
  await lastDay.fill(dayIn("Europe/Berlin", 3));
  await end.getByLabel(/^Reason/).fill("I am moving to a full-time role.");
  await end.getByRole("button", { name: "End engagement" }).click();
  await expect(end.getByText(/^The earliest last day is/)).toBeVisible();
  await shoot(applicant, "talent-end-dialog");
  await lastDay.fill(dayIn("Europe/Berlin", 7));
  await end.getByRole("button", { name: "End engagement" }).click();
  await expect(end).toBeHidden();
  await expect(applicant.getByText(/Ending: the last working day ends/)).toBeVisible();
  await expect(applicant.getByText("Ended by you.")).toBeVisible();
  await expect(applicant.getByText("I am moving to a full-time role.")).toBeVisible();
  await shoot(applicant, "talent-engagement-ending");

  // The company sees the end date, not the talent's private reason.
  await recruiter.reload();
  await expect(recruiter.getByText("Ended by the talent.")).toBeVisible();
  await expect(recruiter.getByText("I am moving to a full-time role.")).toHaveCount(0);
  await expect(recruiter.getByRole("button", { name: "End engagement" })).toHaveCount(0);

  // Scaling up: the same job again, prefilled, and the directory filtered like it.
  await expect(recruiter.getByRole("link", { name: "Find similar talent" })).toHaveAttribute(
    "href",
    /^\/recruiter\/talent\?skills=/,
  );
  await recruiter.getByRole("link", { name: "Hire again" }).click();
  await expect(recruiter).toHaveURL(atPath("/recruiter/jobs/new"));
  await expect(recruiter.getByLabel("Job title")).toHaveValue("Engaged engineer");
  await shoot(recruiter, "recruiter-hire-again");
});
