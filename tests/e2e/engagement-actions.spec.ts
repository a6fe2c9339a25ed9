import { expect, test } from "@playwright/test";

import { openConsole } from "./support/console-pages";
import { apiEngagement, clientEngagement } from "./support/engagement-actions";
import { waitForMail } from "./support/mail";

test("a manager sends the weekly summary; its recruiter reduces the hours from the mail without signing in", async ({
  page,
  browser,
}) => {
  const { recruiter, engagementId } = await apiEngagement(page.request, ["Hugo", "Hours"], "Weekly summary engineer");

  // The manager presses Run now and sees what it did.
  await openConsole(page, "/admin/runs");
  await page.getByRole("button", { name: "Run now: Weekly summary" }).click();
  await expect(page.getByText(/^(Mailed \d+ of \d+ client\(s\)|This run is running now)/).first()).toBeVisible();

  const mail = await waitForMail(recruiter.email, /^Your week at /);
  expect(mail.text).toContain("Hugo Hours – Weekly summary engineer");
  expect(mail.text).toContain("This week's cap: 30 hours.");
  const link = /Reduce weekly hours: (\S+)/.exec(mail.text)?.[1];
  expect(link).toBeDefined();

  // A fresh browser with no session: the page shows the engagement, the confirmation changes the cap once.
  const stranger = await browser.newContext();
  const tab = await stranger.newPage();
  await tab.goto(new URL(link!).pathname);
  await expect(tab.getByRole("heading", { level: 1, name: "Reduce weekly hours" })).toBeVisible();
  await expect(tab.getByText("30 hours a week")).toBeVisible();
  await tab.getByLabel("New weekly cap (hours)").fill("20");
  await tab.getByRole("button", { name: "Reduce the weekly hours" }).click();
  await expect(tab.getByText(/^Done: the cap is 20 hours a week from \d{1,2} [A-Z][a-z]+ \d{4}\.$/)).toBeVisible();

  expect(await clientEngagement(page.request, recruiter.token, engagementId)).toMatchObject({
    weekly_hours_cap: 30,
    next_weekly_hours_cap: 20,
  });

  // Opened again, the link says it was used.
  await tab.reload();
  await expect(tab.getByText("This link was used already: each link works once.")).toBeVisible();
  await stranger.close();
});
