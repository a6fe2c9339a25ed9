import { expect, test, type Page } from "@playwright/test";

import { API_KEY } from "./support/auth";
import { logInClient } from "./support/hiring-api";
import { managerToken } from "./support/manager";
import { conversationSetting, logInTalent } from "./support/messages";

// A talent and a recruiter, each in a browser of their own, talk about an application.

test.use({ viewport: { width: 1280, height: 900 } });

const workspaceNav = (page: Page) => page.getByRole("navigation", { name: "Workspace" }).first();
const thread = (page: Page) => page.getByRole("list", { name: "Messages" });

/** What the other side did shows in a tab that stays open: no reload, the live stream brings it. */
async function seeFromOtherSide(page: Page, assertion: () => Promise<void>) {
  // A mark on the window survives only if the page is never reloaded while the assertion waits.
  await page.evaluate(() => Object.assign(window, { stayedOpen: true }));
  await assertion();
  expect(await page.evaluate(() => "stayedOpen" in window)).toBe(true);
}

test("a talent writes from the application card, the recruiter replies from the inbox, and a message is reported", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const talentContext = await browser.newContext();
  const recruiterContext = await browser.newContext();
  const talent = await talentContext.newPage();
  const recruiter = await recruiterContext.newPage();
  const { client, job, talent: applicant, applicationId } = await conversationSetting(talent.request);
  await logInTalent(talent, applicant.email);
  await logInClient(recruiter, client);
  // The recruiter keeps the dashboard open while the talent writes.
  await recruiter.goto("/recruiter");
  await expect(workspaceNav(recruiter).getByRole("link", { name: "Messages", exact: true })).toBeVisible();

  // The talent opens the conversation from the application card and writes, with a link.
  await talent.goto("/talent/applications");
  await talent
    .getByRole("article", { name: job.title })
    .getByRole("link", { name: `Message about the application to ${job.title}` })
    .click();
  await expect(talent).toHaveURL(new RegExp(`/talent/messages/${applicationId}$`));
  await expect(talent.getByRole("heading", { name: "Pipeline Labs" })).toBeVisible();
  await expect(talent.getByText("No messages yet.", { exact: false })).toBeVisible();
  const composer = talent.getByRole("textbox", { name: "Write a message" });
  await composer.fill("Hello! My portfolio is at https://example.com/ada, happy to talk.");
  await composer.press("Enter");
  await expect(thread(talent).getByText("Hello! My portfolio is at")).toBeVisible();
  await expect(composer).toHaveValue("");

  // The recruiter's open dashboard shows the unread badge live, then the conversation in the inbox.
  const messagesLink = workspaceNav(recruiter).getByRole("link", { name: "Messages, 1 unread" });
  await seeFromOtherSide(recruiter, () => expect(messagesLink).toBeVisible());
  await messagesLink.click();
  await expect(recruiter).toHaveURL(/\/recruiter\/messages$/);
  const inbox = recruiter.getByRole("navigation", { name: "Conversations" });
  const row = inbox.getByRole("link", { name: /Ada Applicant/ });
  await expect(row).toContainText(job.title);
  await expect(row).toContainText("Hello! My portfolio");
  await expect(row).toContainText("1 unread");
  await row.click();
  await expect(recruiter).toHaveURL(new RegExp(`/recruiter/messages/${applicationId}$`));

  // The link in the message opens in a new tab and passes nothing to the site.
  const link = thread(recruiter).getByRole("link", { name: "https://example.com/ada" });
  await expect(link).toHaveAttribute("rel", "nofollow ugc noopener");
  await expect(link).toHaveAttribute("target", "_blank");
  // Shown means read: the badge goes.
  await expect(workspaceNav(recruiter).getByRole("link", { name: "Messages", exact: true })).toBeVisible();

  await recruiter.getByRole("textbox", { name: "Write a message" }).fill("Thanks, Ada. Are you free on Tuesday?");
  await recruiter.getByRole("button", { name: "Send" }).click();
  await expect(thread(recruiter).getByText("Thanks, Ada. Are you free on Tuesday?")).toBeVisible();

  // The talent sees the reply and that the recruiter has read their message.
  await seeFromOtherSide(talent, async () => {
    await expect(thread(talent).getByText("Thanks, Ada. Are you free on Tuesday?")).toBeVisible();
    const own = thread(talent).getByRole("listitem").filter({ hasText: "Hello! My portfolio" });
    await expect(own.getByText("Seen", { exact: true })).toBeVisible();
  });

  // The talent reports the recruiter's message; the managers' list has it with its conversation.
  const reply = thread(talent).getByRole("listitem").filter({ hasText: "Are you free on Tuesday?" });
  await reply.getByRole("button", { name: "Report" }).click();
  const dialog = talent.getByRole("dialog", { name: "Report this message" });
  await dialog.getByLabel("Reason").fill("Testing the report flow");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog).toBeHidden();
  await expect(reply.getByRole("status")).toHaveText("Reported");

  const reports = await talent.request.get("/api/manage/message-reports", {
    headers: { "X-API-KEY": API_KEY, Authorization: `Bearer ${await managerToken(talent.request)}` },
  });
  expect(reports.status()).toBe(200);
  const filed = ((await reports.json()).data as { reason: string; application_id: number; context: unknown[] }[]).find(
    (report) => report.application_id === applicationId,
  );
  expect(filed).toMatchObject({ reason: "Testing the report flow" });
  expect(filed!.context).toHaveLength(2);

  await talentContext.close();
  await recruiterContext.close();
});
