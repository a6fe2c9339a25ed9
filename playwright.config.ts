import { defineConfig, devices } from "@playwright/test";

import { e2eMailPort } from "./tests/e2e/support/mail-sink-location";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  // A real SMTP server the app under test sends its mail to (tests/e2e/support/mail.ts reads it).
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: false,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    // The first manager, made from the setup link in the server's log through the screens, before anything needs a manager.
    {
      name: "manager-setup",
      testMatch: /manager-setup\.setup\.ts$/,
      use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions },
    },
    {
      name: "chromium",
      dependencies: ["manager-setup"],
      use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions },
    },
  ],
  webServer: {
    command: "node scripts/serve-e2e.mjs",
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // Every test comes from this one machine: limits meant for strangers would throttle the suite itself
    // (the integration tests and the reliability suite cover the limits).
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR ?? ".data-e2e",
      SMTP_URL: `smtp://127.0.0.1:${e2eMailPort}`,
      // Links in mail point here, so a test can follow them.
      SITE_URL: baseURL,
      RATE_LIMIT_LOGIN_IP: "100000",
      RATE_LIMIT_REGISTER_IP: "100000",
      RATE_LIMIT_PROFILE_IP: "100000",
      // Daily mails within seconds: a saved search is due 3 s after its last alert, checked every second.
      DAILY_MAIL_INTERVAL_MS: "1000",
      DAILY_MAIL_PERIOD_MS: "3000",
      // Unread messages mailed after 2 s, interview reminders looked for every second.
      MESSAGE_MAIL_DELAY_MS: "2000",
      MESSAGE_MAIL_INTERVAL_MS: "1000",
      INTERVIEW_REMINDER_INTERVAL_MS: "1000",
    },
    stdout: "ignore",
    stderr: "pipe",
  },
});
