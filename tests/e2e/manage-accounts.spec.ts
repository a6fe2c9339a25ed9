import { expect, test, type Page } from "@playwright/test";

import { API_KEY, atPath, PASSWORD, uniqueEmail } from "./support/auth";
import { openConsolePage } from "./support/console-accounts";
import { apiClient, apiJob, logInClient } from "./support/hiring-api";
import { joinedColleague } from "./support/manager-colleague";

/** The account's row in the console's results (the table on desktop). */
const rowOf = (page: Page, email: string) => page.getByRole("row").filter({ hasText: email });

test("a manager finds a client by email and suspends it: its open session ends; reinstating lets it back in", async ({
  page,
  browser,
}) => {
  const client = await apiClient(page.request, "Sully", "Suspended");
  const job = await apiJob(page.request, client.token, { title: "Temporary role of a client about to be suspended" });
  await logInClient(page, client);

  const consoleContext = await browser.newContext();
  const manager = await consoleContext.newPage();
  await openConsolePage(manager, "/admin/accounts");
  await manager.getByLabel("Name or email").fill(client.email);
  await manager.getByRole("button", { name: "Search" }).click();
  await expect(manager).toHaveURL(/\/admin\/accounts\?q=/);
  const row = rowOf(manager, client.email);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Pipeline Labs · 1 open job");
  await expect(row).toContainText("Active");

  await row.getByRole("button", { name: `Suspend ${client.name}` }).click();
  const dialog = manager.getByRole("dialog", { name: `Suspend ${client.name}?` });
  await expect(dialog).toBeInViewport();
  await dialog.getByRole("button", { name: "Suspend account" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("The reason field is required.");
  await dialog.getByLabel("Reason (kept in the audit log)").fill("Reported as a scam by three talents");
  await dialog.getByRole("button", { name: "Suspend account" }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole("status")).toHaveText(`${client.name} is suspended.`);
  await expect(row).toContainText("Suspended");
  await expect(row).toContainText("0 open jobs");
  const board = await page.request.get(`/api/jobs/${job.slug}`, {
    headers: { "X-API-KEY": process.env.NEXT_PUBLIC_API_KEY ?? "" },
  });
  expect((await board.json()).data?.status ?? "gone").not.toBe("open");

  // The client's browser, signed in before, is sent to the sign-in on its next page.
  await page.goto("/recruiter/jobs");
  await expect(page).toHaveURL(atPath("/login"));
  await page.getByRole("radio", { name: "Recruiter" }).check();
  await page.getByLabel("Email").fill(client.email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("This account is suspended. Please contact support.")).toBeVisible();

  await row.getByRole("button", { name: `Reinstate ${client.name}` }).click();
  const reinstate = manager.getByRole("dialog", { name: `Reinstate ${client.name}?` });
  await reinstate.getByRole("button", { name: "Reinstate" }).click();
  await expect(row.getByRole("status")).toHaveText(`${client.name} is reinstated.`);
  await expect(row).toContainText("1 open job");

  await logInClient(page, client);
  await consoleContext.close();
});

test("a manager invites a manager: the copied link makes a new manager, once", async ({ page, browser }) => {
  await openConsolePage(page, "/admin/accounts/managers");
  const email = uniqueEmail("e2e-invited-manager");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send invitation" }).click();
  const link = page.getByLabel("Invitation link");
  await expect(link).toBeVisible();
  await page.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Pending invitations" }).getByText(email)).toBeVisible();
  const url = new URL(await link.inputValue());

  const fresh = await browser.newContext();
  const invited = await fresh.newPage();
  await invited.goto(`${url.pathname}${url.search}`);
  await expect(invited.getByRole("heading", { level: 1, name: "Join the manager console" })).toBeVisible();
  await expect(invited.getByText(email, { exact: true })).toBeVisible();
  await invited.getByLabel("First name").fill("Ivo");
  await invited.getByLabel("Last name").fill("Invited");
  await invited.getByLabel("Password").fill("another long managerial phrase");
  await invited.getByRole("button", { name: "Create manager account" }).click();
  await expect(invited).toHaveURL(/\/admin\/vetting$/);
  expect(await invited.evaluate(() => window.localStorage.getItem("manager_token"))).toBeTruthy();
  await invited.goto("/admin/accounts/managers");
  await expect(invited.getByRole("navigation", { name: "Workspace" }).first()).toBeVisible();
  await expect(invited.getByRole("region", { name: "Managers" }).getByText(email)).toBeVisible();

  // Used once: the link now explains itself.
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await other.goto(`${url.pathname}${url.search}`);
  await expect(other.getByRole("heading", { level: 1, name: "This invitation cannot be used" })).toBeVisible();
  await stranger.close();
  await fresh.close();
});

test("a manager suspends a colleague, whose calls stop at once, reinstates them, and revokes an invitation", async ({
  page,
  request,
}) => {
  // Several pages and a delivered mail: more than the default 30 s on a loaded machine.
  test.slow();
  const colleague = await joinedColleague(request);
  const asColleague = { "X-API-KEY": API_KEY, Authorization: `Bearer ${colleague.token}` };
  expect((await request.get("/api/manage/info", { headers: asColleague })).status()).toBe(200);

  await openConsolePage(page, "/admin/accounts/managers");
  await page.getByRole("button", { name: `Suspend ${colleague.name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Suspend ${colleague.name}?` });
  await dialog.getByLabel("Reason (kept in the audit log)").fill("Left the team");
  await dialog.getByRole("button", { name: "Suspend manager" }).click();
  await expect(page.getByText(`${colleague.name} is suspended.`)).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "Managers" })
      .getByText(/^Suspended /)
      .first(),
  ).toBeVisible();
  expect((await request.get("/api/manage/info", { headers: asColleague })).status()).toBe(401);

  await page.getByRole("button", { name: `Reinstate ${colleague.name}` }).click();
  await page
    .getByRole("dialog", { name: `Reinstate ${colleague.name}?` })
    .getByRole("button", { name: "Reinstate" })
    .click();
  await expect(page.getByText(`${colleague.name} is reinstated.`)).toBeVisible();
  await expect(page.getByRole("button", { name: `Suspend ${colleague.name}` })).toBeVisible();

  const email = uniqueEmail("e2e-withdrawn");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send invitation" }).click();
  const link = new URL(await page.getByLabel("Invitation link").inputValue());
  await page.getByRole("button", { name: `Revoke the invitation to ${email}` }).click();
  await page
    .getByRole("dialog", { name: `Revoke the invitation to ${email}?` })
    .getByRole("button", { name: "Revoke invitation" })
    .click();
  await expect(page.getByRole("region", { name: "Pending invitations" }).getByText(email)).toHaveCount(0);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { level: 1, name: "This invitation cannot be used" })).toBeVisible();
});
