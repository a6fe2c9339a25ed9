import { expect, test, type Page } from "@playwright/test";

import { signInToConsole } from "../support/console-pages";
import { logInClient } from "../support/hiring-api";
import { apiMessage, apiReport, conversationSetting, logInTalent } from "../support/messages";
import { PageHealth, WIDTHS } from "../support/page-health";

// The Messages pages of both workspaces and the console's reported messages, in every state, at 390 and 1280 px.

const LONG =
  "Thanks for applying! Before we talk, could you share a recent project? Our brief is at https://example.com/brief/a-rather-long-path-that-must-wrap-on-a-phone and the team is in Berlin.";

/** A failed send: the composer keeps the words and offers Retry. */
async function failedSend(page: Page, health: PageHealth, side: "talent" | "client", applicationId: number) {
  const url = `/api/${side}/applications/${applicationId}/messages`;
  health.allowError(url);
  await page.route(`**${url}`, (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 503, json: { message: "The service is temporarily unavailable." } })
      : route.continue(),
  );
  const composer = page.getByRole("textbox", { name: "Write a message" });
  await composer.fill("This one will not go through yet.");
  await composer.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "was not sent" })).toBeVisible();
  await expect(composer).toHaveValue("This one will not go through yet.");
  await page.unroute(`**${url}`);
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the talent's inbox and conversation, empty, filled, with the report dialog and a failed send, are healthy", async ({
      page,
      baseURL,
    }) => {
      test.slow();
      const { client, talent, applicationId } = await conversationSetting(page.request, "Tomasz");
      await logInTalent(page, talent.email);
      const health = await PageHealth.watch(page, baseURL!);

      await health.visit("/talent/messages");
      await expect(page.getByRole("heading", { name: "No conversations yet" })).toBeVisible();
      await health.check("talent-messages--empty");
      await health.visit(`/talent/messages/${applicationId}`);
      await expect(page.getByText("No messages yet.", { exact: false })).toBeVisible();
      await health.check("talent-conversation--empty");

      await apiMessage(page.request, "client", client.token, applicationId, LONG);
      await apiMessage(
        page.request,
        "talent",
        talent.token,
        applicationId,
        "Sure, here it is: https://example.com/ada",
      );
      await apiMessage(page.request, "client", client.token, applicationId, "Great, thank you.\nTalk soon.");
      await health.visit("/talent/messages");
      await expect(page.getByRole("navigation", { name: "Conversations" }).getByRole("link")).toHaveCount(1);
      await health.check("talent-messages");
      await health.visit(`/talent/messages/${applicationId}`);
      await expect(page.getByRole("list", { name: "Messages" }).getByText("Talk soon.")).toBeVisible();
      await health.check("talent-conversation");

      await page.getByRole("button", { name: "Report" }).first().click();
      await expect(page.getByRole("dialog", { name: "Report this message" })).toBeVisible();
      await health.check("talent-conversation--report-dialog", { fullPage: false });
      await page.keyboard.press("Escape");

      await failedSend(page, health, "talent", applicationId);
      await health.check("talent-conversation--send-failed", { fullPage: false });
    });

    test("the recruiter's inbox and conversation, empty and filled, and the console's reported messages are healthy", async ({
      page,
      baseURL,
    }) => {
      test.slow();
      const { client, talent, applicationId } = await conversationSetting(page.request, "Renata");
      await logInClient(page, client);
      const health = await PageHealth.watch(page, baseURL!);
      // A stored token is identified by the talent info call first: for a recruiter it answers 401 by design.
      health.allowError("/api/talent/info");

      await health.visit("/recruiter/messages");
      await expect(page.getByRole("heading", { name: "No conversations yet" })).toBeVisible();
      await health.check("recruiter-messages--empty");
      await health.visit(`/recruiter/messages/${applicationId}`);
      await expect(page.getByText("No messages yet.", { exact: false })).toBeVisible();
      await health.check("recruiter-conversation--empty");

      // Away from the open conversation (which would read them as they arrive), the talent writes twice.
      await health.visit("/recruiter");
      const first = await apiMessage(page.request, "talent", talent.token, applicationId, LONG);
      await apiMessage(page.request, "talent", talent.token, applicationId, "Also: I am free on Tuesday afternoon.");
      // The sidebar's badge; on a phone the sidebar is the drawer.
      if (viewport.width < 1024) await page.getByRole("button", { name: "Open navigation" }).click();
      const nav = page.getByRole("navigation", { name: "Workspace" }).first();
      await expect(nav.getByRole("link", { name: "Messages, 2 unread" })).toBeVisible();
      await health.check("recruiter-overview--unread-badge", { fullPage: false });
      await health.visit("/recruiter/messages");
      await expect(page.getByRole("navigation", { name: "Conversations" })).toContainText("2 unread");
      await health.check("recruiter-messages");
      await health.visit(`/recruiter/messages/${applicationId}`);
      await expect(page.getByRole("list", { name: "Messages" }).getByText("free on Tuesday afternoon")).toBeVisible();
      await health.check("recruiter-conversation");

      await apiReport(page.request, "client", client.token, first.id, "Testing the console's reported messages");
      await signInToConsole(page);
      await health.visit("/admin/messages");
      await expect(page.getByText("Testing the console's reported messages").first()).toBeVisible();
      await health.check("admin-messages");
    });
  });
}
