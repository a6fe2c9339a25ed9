import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { API_KEY, atPath, logIn } from "./support/auth";
import { apiAccept, apiOffer, dayIn, inZone, workingHours } from "./support/engagements";
import { apiClient, apiJob, appliedTalent, logInClient } from "./support/hiring-api";

// A client ends an engagement inside its trial; both sides review each other, blind until both have written, and
// the ratings then show on the talent's profile and the company's page.

const SHOTS = path.join("test-results", "reviews");
const headers = (token: string) => ({ "X-API-KEY": API_KEY, Authorization: `Bearer ${token}` });

async function shoot(page: Page, state: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: path.join(SHOTS, `${state}--${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function read<T>(request: APIRequestContext, url: string, token: string): Promise<T> {
  const response = await request.get(url, { headers: headers(token) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

test("both sides review an engagement ended in its trial, blind until both wrote, and the ratings go public", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000);
  const client = await apiClient(request);
  await workingHours(request, "client", client.token, "Europe/Berlin");
  const job = await apiJob(request, client.token, { title: "Reviewed engineer" });
  const talent = await appliedTalent(request, job.slug, "Rev", "Iewed");
  await workingHours(request, "talent", talent.token, "Africa/Lagos");
  const offerId = await apiOffer(request, client.token, talent.applicationId, {
    start_date: dayIn("Europe/Berlin", 0),
  });
  const engagementId = await apiAccept(request, talent.token, offerId);
  // Inside the trial the client may end at once: today is its last day, so it reads ended from tomorrow; ending
  // today through the API stores it ended now.
  const ended = await request.post(`/api/client/engagements/${engagementId}/end`, {
    headers: headers(client.token),
    data: { end_date: dayIn("Europe/Berlin", 0), reason: "The trial showed a mismatch.", would_rehire: false },
  });
  expect(ended.status(), await ended.text()).toBe(200);

  const recruiter = await (await inZone(browser, baseURL!, "Europe/Berlin")).newPage();
  const applicant = await (await inZone(browser, baseURL!, "Africa/Lagos")).newPage();

  // The talent writes first and is told theirs stays blind until the company writes.
  await applicant.goto("/login");
  await logIn(applicant, talent.email);
  await expect(applicant).toHaveURL(atPath("/talent"));
  await applicant.goto(`/talent/engagements/${engagementId}`);
  const talentReviews = applicant.getByRole("region", { name: "Reviews" });
  await expect(talentReviews.getByRole("form", { name: "Your review" })).toBeVisible();
  await talentReviews.getByRole("group", { name: "Rating" }).getByTitle("Very good").click();
  for (const aspect of ["Communication", "Clarity of work", "Payments on time"])
    await talentReviews.getByRole("group", { name: aspect }).getByTitle("Excellent").click();
  await talentReviews.getByLabel("Your review of the company").fill("Clear goals and quick answers.");
  await shoot(applicant, "talent-review-form");
  await talentReviews.getByRole("button", { name: "Save review" }).click();
  await expect(talentReviews.getByRole("status")).toContainText("theirs shows once they write");
  await shoot(applicant, "talent-review-blind");

  // The company sees the form, not the talent's review, until it writes its own.
  await logInClient(recruiter, client);
  await recruiter.goto(`/recruiter/engagements/${engagementId}`);
  const clientReviews = recruiter.getByRole("region", { name: "Reviews" });
  await expect(clientReviews.getByRole("form", { name: "Your review" })).toBeVisible();
  await expect(clientReviews).not.toContainText("Clear goals");
  await clientReviews.getByRole("group", { name: "Rating" }).getByTitle("Excellent").click();
  await clientReviews.getByLabel("Your review of the talent").fill("Careful work, every day.");
  await clientReviews.getByRole("button", { name: "Save review" }).click();
  await expect(clientReviews.getByRole("article", { name: "The talent's review" })).toContainText("Clear goals");
  await shoot(recruiter, "client-reviews-released");

  await applicant.reload();
  await expect(
    applicant.getByRole("region", { name: "Reviews" }).getByRole("article", { name: "The company's review" }),
  ).toContainText("Careful work");

  // Both wrote: the ratings are public.
  const profile = await read<{ handle: string }>(request, "/api/talent/profile", talent.token);
  const company = await read<{ slug: string }>(request, "/api/client/company", client.token);
  await recruiter.goto(`/profiles/${profile.handle}`);
  await expect(recruiter.getByLabel("Rating")).toHaveText("★ 5.0 · 1 review");
  await recruiter.goto(`/companies/${company.slug}`);
  await expect(recruiter.getByText("★ 4.0 · 1 review")).toBeVisible();
});
