import path from "node:path";
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";

import { API_KEY, atPath, logIn } from "./support/auth";
import { apiClient, apiJob, appliedTalent, logInClient } from "./support/hiring-api";
import { waitForMail } from "./support/mail";

// A recruiter in Berlin and a talent in Lagos, each in a browser on their own clock: propose, book, see both
// clocks, get the calendar invitations; then the talent cancels. Screenshots of each state at 390 and 1280 px.

const SHOTS = path.join("test-results", "interviews");
const headers = (token: string) => ({ "X-API-KEY": API_KEY, Authorization: `Bearer ${token}` });

async function shoot(page: Page, state: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: path.join(SHOTS, `${state}--${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function workingHours(request: APIRequestContext, who: "client" | "talent", token: string, timezone: string) {
  const hours = { timezone, work_start: "09:00", work_end: "17:00" };
  const response =
    who === "client"
      ? await request.post("/api/client/company", { headers: headers(token), data: hours })
      : await request.post("/api/talent/profile_update", { headers: headers(token), multipart: hours });
  expect(response.status(), await response.text()).toBe(200);
}

const inZone = (browser: Browser, baseURL: string, timezoneId: string) =>
  browser.newContext({ baseURL, timezoneId, viewport: { width: 1280, height: 900 } });

test("a recruiter in Berlin offers three times, a talent in Lagos books one, and both get the invitation", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000);
  const client = await apiClient(request);
  await workingHours(request, "client", client.token, "Europe/Berlin");
  const job = await apiJob(request, client.token, { title: "Interviewed engineer" });
  const talent = await appliedTalent(request, job.slug, "Ada", "Lagos");
  await workingHours(request, "talent", talent.token, "Africa/Lagos");

  const recruiterContext = await inZone(browser, baseURL!, "Europe/Berlin");
  const talentContext = await inZone(browser, baseURL!, "Africa/Lagos");
  const recruiter = await recruiterContext.newPage();
  const applicant = await talentContext.newPage();

  // The interview mails' link opens the applicant's panel at once.
  await logInClient(recruiter, client);
  await recruiter.goto(`/recruiter/jobs/${job.id}/applicants?application=${talent.applicationId}`);
  const panel = recruiter.getByRole("dialog", { name: talent.name, exact: true });
  const interview = panel.getByRole("region", { name: "Interview", exact: true });
  await expect(interview).toContainText("No interview scheduled.");
  await interview.getByRole("button", { name: "Schedule interview" }).click();

  const schedule = recruiter.getByRole("dialog", { name: `Schedule an interview with ${talent.name}` });
  const boxes = schedule.getByRole("checkbox");
  await expect(boxes.first()).toBeVisible();
  // Each time on the team's clock first, the talent's beside it.
  await expect(boxes.first()).toHaveAccessibleName(/^\w{3} \d\d:\d\d in Berlin · (\w{3} )?\d\d:\d\d in Lagos$/);
  await shoot(recruiter, "recruiter-slots");
  await schedule.getByRole("button", { name: "Send times" }).click();
  await expect(schedule.getByRole("alert")).toHaveText(
    /Choose at least 3 times so the talent has a choice \(0 chosen\)/,
  );
  await boxes.nth(0).check();
  await boxes.nth(4).check();
  await boxes.nth(8).check();
  await expect(schedule).toContainText("3 of 3–10 chosen");
  await schedule.getByLabel("Video link (https)").fill("http://meet.example.com/ada");
  await schedule.getByRole("button", { name: "Send times" }).click();
  await expect(schedule.getByRole("alert")).toHaveText("The link must be an https URL.");
  await shoot(recruiter, "recruiter-slots-error");
  await schedule.getByLabel("Video link (https)").fill("https://meet.example.com/ada");
  await schedule.getByLabel("Note to the talent (optional)").fill("A first talk about the role.");
  await schedule.getByRole("button", { name: "Send times" }).click();
  await expect(schedule).toBeHidden();
  await expect(interview).toContainText("Times offered");
  await expect(interview).toContainText("3 times offered");
  await expect(interview.getByRole("listitem")).toHaveCount(3);
  await shoot(recruiter, "recruiter-proposed");

  // The talent, on the Lagos clock, books the second time offered.
  await applicant.goto("/login");
  await logIn(applicant, talent.email);
  await expect(applicant).toHaveURL(atPath("/talent"));
  await applicant.goto("/talent/applications");
  const offered = applicant.getByRole("region", { name: /Interview · Times offered/ });
  await expect(offered.getByRole("button", { name: /^Book / })).toHaveCount(3);
  await expect(offered.getByRole("link", { name: "None of these work? Message the recruiter" })).toHaveAttribute(
    "href",
    `/talent/messages/${talent.applicationId}`,
  );
  await shoot(applicant, "talent-proposed");
  const second = offered.getByRole("button", { name: /^Book / }).nth(1);
  const chosen = ((await second.getAttribute("aria-label")) ?? "").replace(/^Book /, "");
  expect(chosen).toMatch(/^\w{3} .+, \d\d:\d\d in Lagos · (\w{3} )?\d\d:\d\d in Berlin$/);
  await second.click();
  await offered.getByRole("button", { name: "Yes, book it" }).click();
  const booked = applicant.getByRole("region", { name: /Interview · Booked/ });
  await expect(booked).toContainText(chosen);
  await expect(booked.getByRole("link", { name: "https://meet.example.com/ada" })).toBeVisible();
  const [download] = await Promise.all([
    applicant.waitForEvent("download"),
    booked.getByRole("button", { name: "Add to calendar (.ics)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^interview-\d+\.ics$/);
  await shoot(applicant, "talent-booked");

  // The recruiter, whose panel stayed open, sees it booked live, on the Berlin clock first.
  const bookedForTeam = recruiter
    .getByRole("dialog", { name: talent.name, exact: true })
    .getByRole("region", { name: "Interview", exact: true });
  await expect(bookedForTeam).toContainText("Booked");
  await expect(bookedForTeam).toContainText(/\d\d:\d\d in Berlin · (\w{3} )?\d\d:\d\d in Lagos/);
  await expect(bookedForTeam.getByRole("button", { name: "Add to calendar (.ics)" })).toBeVisible();
  await shoot(recruiter, "recruiter-booked");

  // Both invitations are in the sink: iMIP REQUESTs with the same UID.
  const invites = await Promise.all([talent.email, client.email].map((to) => waitForMail(to, /^Interview booked/)));
  const uids = invites.map((mail) => {
    expect(mail.calendars.map((part) => part.method.toUpperCase())).toEqual(["REQUEST"]);
    expect(mail.calendars[0]!.content).toContain("METHOD:REQUEST");
    expect(mail.text).toMatch(/ in Lagos · .* in Berlin| in Berlin · .* in Lagos/);
    return /UID:(\S+)/.exec(mail.calendars[0]!.content)?.[1];
  });
  expect(uids[0]).toBeTruthy();
  expect(uids[1]).toBe(uids[0]);

  // The talent cancels with a reason; both see it cancelled.
  await booked.getByRole("button", { name: "Cancel interview" }).click();
  const cancel = applicant.getByRole("dialog", { name: "Cancel the interview" });
  await cancel.getByRole("button", { name: "Cancel interview" }).click();
  await expect(cancel.getByRole("alert")).toHaveText("Give a reason.");
  await cancel.getByLabel("Reason").fill("I accepted another offer.");
  await cancel.getByRole("button", { name: "Cancel interview" }).click();
  await expect(applicant.getByRole("region", { name: /Interview · Cancelled/ })).toContainText(
    "Cancelled by you: I accepted another offer.",
  );
  await shoot(applicant, "talent-cancelled");
  const cancelledForTeam = recruiter
    .getByRole("dialog", { name: talent.name, exact: true })
    .getByRole("region", { name: "Interview", exact: true });
  await expect(cancelledForTeam).toContainText("Cancelled by the talent: I accepted another offer.");
  await expect(cancelledForTeam.getByRole("button", { name: "Schedule interview" })).toBeVisible();
  await shoot(recruiter, "recruiter-cancelled");

  await recruiterContext.close();
  await talentContext.close();
});

test("when the two working days never meet, the recruiter is told so with the nearest edges", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const client = await apiClient(request);
  await workingHours(request, "client", client.token, "Europe/Berlin");
  const job = await apiJob(request, client.token, { title: "Far away engineer" });
  const talent = await appliedTalent(request, job.slug, "Kiri", "Auckland");
  await workingHours(request, "talent", talent.token, "Pacific/Auckland");
  await logInClient(page, client);
  await page.goto(`/recruiter/jobs/${job.id}/applicants?application=${talent.applicationId}`);
  await page
    .getByRole("dialog", { name: talent.name, exact: true })
    .getByRole("button", { name: "Schedule interview" })
    .click();
  const schedule = page.getByRole("dialog", { name: `Schedule an interview with ${talent.name}` });
  await expect(schedule.getByRole("status")).toContainText("never overlap");
  await expect(schedule.getByRole("status")).toContainText(/in Berlin for your team/);
  await expect(schedule.getByRole("status")).toContainText(/in Auckland for the talent/);
  await expect(schedule.getByRole("checkbox")).toHaveCount(0);
  await expect(schedule.getByRole("button", { name: "Send times" })).toBeDisabled();
  await shoot(page, "recruiter-no-overlap");
});
