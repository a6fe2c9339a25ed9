import fs from "node:fs";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

import { API_KEY } from "./auth";
import { e2eServerLog } from "./mail-sink-location";

/** The suite's manager: the first manager, made from the setup link the server logged (manager-setup.setup.ts). */
export const E2E_MANAGER = {
  first_name: "Mira",
  last_name: "Manager",
  email: "mira.manager@example.com",
  password: "a long managerial phrase",
} as const;

const SETUP_LINE = /\[setup\][^\n]*?(https?:\/\/\S+\/admin\/setup\?token=[A-Za-z0-9_-]+)/;

/** The setup link from the server's log, as a newcomer would copy it. */
export async function setupLinkFromLog(): Promise<URL> {
  let match: RegExpMatchArray | null = null;
  await expect
    .poll(
      () => {
        match = fs.existsSync(e2eServerLog) ? fs.readFileSync(e2eServerLog, "utf8").match(SETUP_LINE) : null;
        return match !== null;
      },
      { message: `a [setup] line in ${e2eServerLog}` },
    )
    .toBe(true);
  return new URL(match![1]!);
}

const headers = { "X-API-KEY": API_KEY };

async function login(request: APIRequestContext) {
  return request.post("/api/manage/login", {
    headers,
    multipart: { email: E2E_MANAGER.email, password: E2E_MANAGER.password },
  });
}

/**
 * An API token of the suite's manager. The setup project normally made the manager through the screens;
 * when a run leaves that project out (a single spec), the first caller uses the logged link itself.
 */
export async function managerToken(request: APIRequestContext): Promise<string> {
  let response = await login(request);
  if (response.status() === 401) {
    const link = await setupLinkFromLog();
    const setup = await request.post("/api/manage/setup", {
      headers,
      data: { ...E2E_MANAGER, token: link.searchParams.get("token") },
    });
    // 410: another worker used the link first, and its manager exists now.
    expect([201, 410], await setup.text()).toContain(setup.status());
    response = await login(request);
  }
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data.token as string;
}

/** Signs the suite's manager in through /admin; the console opens. */
export async function logInManager(page: Page): Promise<void> {
  await managerToken(page.request);
  // page.request shares the browser's cookies, so that API login signed this browser in already: sign it out
  // again, or /admin would skip its form.
  await page.context().clearCookies({ name: "manager_session" });
  await page.goto("/admin");
  await page.getByLabel("Email").fill(E2E_MANAGER.email);
  await page.getByLabel("Password").fill(E2E_MANAGER.password);
  await page.getByRole("button", { name: "Log in" }).click();
  // The account's menu in the top bar: the sidebar is a closed drawer on a phone.
  await expect(
    page.getByRole("banner").getByRole("button", { name: `${E2E_MANAGER.first_name} ${E2E_MANAGER.last_name}` }),
  ).toBeVisible();
}
