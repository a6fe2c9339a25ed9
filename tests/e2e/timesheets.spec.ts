import path from "node:path";
import { expect, test, type Page } from "@playwright/test";

import { openConsole } from "./support/console-pages";
import { dayIn, inZone } from "./support/engagements";
import { logInClient } from "./support/hiring-api";
import { logInTalent } from "./support/messages";
import { apiSubmittedWeek, COMPANY_ZONE, engaged, mondayOf, plusDays, weekBack } from "./support/timesheets";

// A recruiter in Berlin and a talent in Tokyo, each in a browser on their own clock. The talent logs two days of a
// week on the screen, is refused an entry past the weekly cap, and submits the week; the client approves an earlier
// week and disputes this one with a reason; the managers see the open dispute; the talent reads the reason, corrects
// an entry and submits again, and the client approves it. Then a project: a milestone delivered, then approved.

const SHOTS = path.join("test-results", "timesheets");

async function shoot(page: Page, state: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: path.join(SHOTS, `${state}--${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const DAY = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
const YEAR = new Intl.DateTimeFormat("en-GB", { year: "numeric", timeZone: "UTC" });
const shortDay = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));
const weekRange = (monday: string) =>
  `${shortDay(monday)} – ${shortDay(plusDays(monday, 6))} ${YEAR.format(new Date(`${plusDays(monday, 6)}T00:00:00Z`))}`;

test("a week is logged, refused past the cap, submitted, disputed, corrected and approved", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(300_000);
  const setting = await engaged(request, {
    title: "Timesheet engineer",
    talentZone: "Asia/Tokyo",
    daysBack: 20,
    cap: 10,
  });
  // This week's Monday and Tuesday once Tuesday has come in Berlin (Tokyo is ahead, so it has come there too); on a
  // Monday, last week's. The week before that is submitted through the API, for the client to approve.
  const today = dayIn(COMPANY_ZONE);
  const week = today > mondayOf(today) ? mondayOf(today) : weekBack(1);
  const earlier = plusDays(week, -7);
  await apiSubmittedWeek(request, setting, earlier);

  const talent = await (await inZone(browser, baseURL!, "Asia/Tokyo")).newPage();
  await logInTalent(talent, setting.talent.email);
  await talent.goto(`/talent/engagements/${setting.engagementId}`);
  const sheet = talent.getByRole("region", { name: "Timesheet" });
  await expect(sheet.getByText(/^Weeks run Monday to Sunday on the company's calendar \(Berlin\)\.$/)).toBeVisible();
  const form = sheet.getByRole("region", { name: "Log time" });
  await expect(form.getByLabel("Date")).toHaveValue(dayIn("Asia/Tokyo"));

  async function logTime(day: string, hours: string, minutes: string, what: string) {
    await form.getByLabel("Date").fill(day);
    await form.getByLabel("Hours").fill(hours);
    await form.getByLabel("Minutes").fill(minutes);
    await form.getByLabel("What did you do?").fill(what);
    await form.getByRole("button", { name: "Log time" }).click();
  }
  await logTime(week, "4", "30", "Built the invoice list.");
  await expect(form.getByRole("status")).toHaveText(`Logged 4 h 30 min on ${shortDay(week)}.`);
  await logTime(plusDays(week, 1), "3", "", "Paired on the payment form.");
  await expect(form.getByRole("status")).toHaveText(`Logged 3 h on ${shortDay(plusDays(week, 1))}.`);
  const shown = sheet.getByRole("article", { name: weekRange(week) });
  await expect(shown).toBeInViewport({ ratio: 0.3 });
  await expect(shown.getByText("7 h 30 min of 10 h")).toBeVisible();
  await expect(shown.getByText("Built the invoice list.")).toBeVisible();
  await expect(shown.getByText("Paired on the payment form.")).toBeVisible();
  await expect(shown.getByText("Open", { exact: true })).toBeVisible();
  // The week is submitted automatically on the Monday after it, 12:00 in Berlin: 20:00 in Tokyo.
  await expect(
    shown.getByText(
      `Submitted automatically on ${shortDay(plusDays(week, 7))}, 20:00 your time (12:00 in the company's time zone, Europe/Berlin).`,
    ),
  ).toBeVisible();

  // Past the cap: refused, the server's sentence beside the form, nothing added.
  await logTime(plusDays(week, 1), "3", "", "Late fixes.");
  await expect(form.getByRole("alert")).toHaveText(
    "This week would come to 10 h 30 min: the engagement's cap is 10 hours a week.",
  );
  await expect(form.getByRole("alert")).toBeInViewport();
  await expect(shown.getByText("7 h 30 min of 10 h")).toBeVisible();
  await shoot(talent, "talent-week-over-cap");

  await shown.getByRole("button", { name: "Submit week" }).click();
  const submit = talent.getByRole("dialog", { name: "Submit this week?" });
  await expect(submit).toContainText("reviews 7 h 30 min of 10 h");
  await submit.getByRole("button", { name: "Submit week" }).click();
  await expect(submit).toBeHidden();
  await expect(shown.getByText("Submitted", { exact: true })).toBeVisible();
  await expect(
    shown.getByText(
      /^Waiting for Pipeline Labs to review it: approved automatically on .* your time \(.* in the company's time zone, Europe\/Berlin\) without a review\.$/,
    ),
  ).toBeVisible();
  await expect(shown.getByRole("button", { name: /^Edit the entry/ })).toHaveCount(0);
  await shoot(talent, "talent-week-submitted");

  // The client finds both weeks in one place, from the sidebar.
  const client = await (await inZone(browser, baseURL!, COMPANY_ZONE)).newPage();
  await logInClient(client, setting.client);
  await client.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Timesheets" }).click();
  await expect(client.getByRole("heading", { level: 1, name: "Timesheets" })).toBeVisible();
  const waiting = client.getByRole("region", { name: "Waiting for your review" });
  const earlierCard = waiting.getByRole("article", { name: weekRange(earlier) });
  const weekCard = waiting.getByRole("article", { name: weekRange(week) });
  await expect(earlierCard).toContainText("7 h of 10 h");
  await expect(weekCard).toContainText("7 h 30 min of 10 h");
  await expect(weekCard).toContainText("Built the invoice list.");
  await expect(
    weekCard.getByText(
      /^Approved automatically on .*, \d\d:\d\d your time \(.* in the talent's time zone, Asia\/Tokyo\) unless you review it before\.$/,
    ),
  ).toBeVisible();
  await shoot(client, "client-review-queue");

  await earlierCard.getByRole("button", { name: `Approve the week of ${weekRange(earlier)}` }).click();
  const approve = client.getByRole("dialog", { name: "Approve this week?" });
  await approve.getByRole("button", { name: "Approve" }).click();
  await expect(approve).toBeHidden();
  await expect(waiting.getByRole("article", { name: weekRange(earlier) })).toHaveCount(0);
  const recent = client.getByRole("region", { name: "Recently reviewed" });
  await expect(recent.getByRole("article", { name: weekRange(earlier) })).toContainText("Approved on");

  await weekCard.getByRole("button", { name: `Dispute the week of ${weekRange(week)}` }).click();
  const dispute = client.getByRole("dialog", { name: "Dispute this week?" });
  await dispute.getByRole("button", { name: "Dispute week" }).click();
  await expect(dispute.getByText("Say what is wrong with the week.")).toBeVisible();
  await dispute
    .getByLabel("What is wrong with the week?")
    .fill(`On ${shortDay(plusDays(week, 1))} we paired for 2 h 30 min, not 3 h.`);
  await shoot(client, "client-dispute-dialog");
  await dispute.getByRole("button", { name: "Dispute week" }).click();
  await expect(dispute).toBeHidden();
  await expect(client.getByRole("heading", { name: "No weeks waiting for your review" })).toBeVisible();
  await expect(recent.getByRole("article", { name: weekRange(week) })).toContainText(
    "Waiting for Ada Lane to correct it and submit it again.",
  );

  // The managers see the open dispute with its reason.
  const manager = await (await inZone(browser, baseURL!, "UTC")).newPage();
  await openConsole(manager, "/admin/timesheets");
  const disputes = manager.getByRole("list", { name: "Disputed weeks" });
  const row = disputes.getByRole("listitem").filter({ hasText: `#${setting.engagementId} · Timesheet engineer` });
  await expect(row).toContainText(weekRange(week));
  await expect(row).toContainText("7 h 30 min");
  await expect(row).toContainText("we paired for 2 h 30 min, not 3 h.");
  await expect(row).toContainText(/\d{4}, \d\d:\d\d UTC/);
  await shoot(manager, "console-disputes");

  // The talent reads the reason, corrects Tuesday and submits again.
  await talent.reload();
  if (week !== mondayOf(today)) {
    // Last week's (on a Monday): a banner above this week leads to it.
    await expect(sheet.getByText(`The week of ${weekRange(week)} was disputed.`)).toBeVisible();
    await sheet.getByRole("button", { name: "Correct it" }).click();
  }
  await expect(shown.getByText("Pipeline Labs disputed this week")).toBeVisible();
  await expect(shown.getByText("we paired for 2 h 30 min, not 3 h.", { exact: false })).toBeVisible();
  await shoot(talent, "talent-week-disputed");
  await shown.getByRole("button", { name: `Edit the entry of ${shortDay(plusDays(week, 1))}, 3 h` }).click();
  const edit = talent.getByRole("dialog", { name: "Edit the entry" });
  await expect(edit.getByLabel("Hours")).toHaveValue("3");
  await edit.getByLabel("Hours").fill("2");
  await edit.getByLabel("Minutes").fill("30");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toBeHidden();
  await expect(shown.getByText("7 h of 10 h")).toBeVisible();
  await shown.getByRole("button", { name: "Submit again" }).click();
  await talent.getByRole("dialog", { name: "Submit this week?" }).getByRole("button", { name: "Submit again" }).click();
  await expect(shown.getByText("Submitted", { exact: true })).toBeVisible();

  // The dispute has left the console; the client approves the corrected week from the engagement's page.
  await manager.reload();
  await expect(manager.getByText(`#${setting.engagementId} · Timesheet engineer`)).toHaveCount(0);
  await client.goto(`/recruiter/engagements/${setting.engagementId}`);
  const weeks = client.getByRole("region", { name: "Timesheets" });
  const corrected = weeks.getByRole("article", { name: weekRange(week) });
  await expect(corrected).toContainText("7 h of 10 h");
  await expect(corrected).toContainText("2 h 30 min");
  await corrected.getByRole("button", { name: `Approve the week of ${weekRange(week)}` }).click();
  await client.getByRole("dialog", { name: "Approve this week?" }).getByRole("button", { name: "Approve" }).click();
  await expect(corrected.getByText("Approved", { exact: true })).toBeVisible();

  await talent.reload();
  await sheet.getByRole("button", { name: `Show the week of ${weekRange(week)}` }).click();
  await expect(shown.getByText("Approved weeks are locked: their time can no longer change.")).toBeVisible();
  await expect(shown.getByRole("button", { name: /^(Edit|Delete) the entry/ })).toHaveCount(0);
});

test("a project milestone is marked delivered with a note, then approved by the client", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const setting = await engaged(request, {
    title: "Landing page project",
    talentZone: "Asia/Tokyo",
    talentFirstName: "Noor",
    daysBack: 10,
    milestones: [
      { name: "Design", amount_minor: 120_000 },
      { name: "Build", amount_minor: 180_000 },
    ],
  });
  const talent = await (await inZone(browser, baseURL!, "Asia/Tokyo")).newPage();
  await logInTalent(talent, setting.talent.email);
  await talent.goto(`/talent/engagements/${setting.engagementId}`);
  const milestones = talent.getByRole("region", { name: "Milestones" });
  const design = milestones.getByRole("article", { name: "Design" });
  await expect(design).toContainText("$1,200.00");
  await expect(design.getByText("Pending")).toBeVisible();
  await expect(milestones.getByRole("article", { name: "Build" })).toContainText("$1,800.00");
  await design.getByRole("button", { name: "Mark “Design” delivered" }).click();
  const deliver = talent.getByRole("dialog", { name: "Mark “Design” delivered?" });
  await deliver.getByLabel("Note to the client (optional)").fill("The designs are in the shared Figma file.");
  await shoot(talent, "talent-deliver-dialog");
  await deliver.getByRole("button", { name: "Mark delivered" }).click();
  await expect(deliver).toBeHidden();
  await expect(design.getByText("Delivered", { exact: true })).toBeVisible();
  await expect(
    design.getByText(
      /^Approved automatically on .*, \d\d:\d\d your time \(.*in the company's time zone, Europe\/Berlin\) unless the client reviews it\.$/,
    ),
  ).toBeVisible();
  await shoot(talent, "talent-milestone-delivered");

  const client = await (await inZone(browser, baseURL!, COMPANY_ZONE)).newPage();
  await logInClient(client, setting.client);
  await client.goto("/recruiter/timesheets");
  const delivered = client
    .getByRole("region", { name: "Milestones delivered" })
    .getByRole("article", { name: "Design" });
  await expect(delivered).toContainText("The designs are in the shared Figma file.");
  await expect(delivered).toContainText("unless you approve it before.");
  await delivered.getByRole("button", { name: "Approve “Design”" }).click();
  const approve = client.getByRole("dialog", { name: "Approve “Design”?" });
  await expect(approve).toContainText("$1,200.00");
  await approve.getByRole("button", { name: "Approve" }).click();
  await expect(approve).toBeHidden();
  await expect(client.getByRole("region", { name: "Milestones delivered" })).toHaveCount(0);

  await talent.reload();
  await expect(design.getByText("Approved", { exact: true })).toBeVisible();
  await expect(design.getByText(/^Approved on /)).toBeVisible();
  await expect(milestones.getByRole("button", { name: "Mark “Build” delivered" })).toBeVisible();
});
