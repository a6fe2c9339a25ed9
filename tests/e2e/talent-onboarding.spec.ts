import { expect, test } from "@playwright/test";

import { pdfBytes, pngBytes } from "../support/files";
import { atPath } from "./support/auth";
import { APPLY_THRESHOLD, loggedInTalent, ownProfile, signUpTalent, stepHeading } from "./support/talent";

const BIO =
  "I build web products end to end: React and TypeScript on the front, Node.js and Postgres behind it. " +
  "For eight years I have shipped payment flows, dashboards and design systems for remote teams across three continents.";

test("a new talent walks the five steps and ends with a profile complete enough to apply", async ({ page }) => {
  await signUpTalent(page, "Nia", "Onboard");
  await stepHeading(page, 1, "What you do");
  await page.getByLabel("What do you do?").selectOption({ label: "Software Development" });
  await page.getByLabel("Headline").fill("Full-stack engineer for fintech products");
  await page.getByLabel("Years of experience").fill("8");
  await page.getByLabel("Experience level").selectOption({ label: "Senior" });
  await page.getByRole("button", { name: "Continue" }).click();

  await stepHeading(page, 2, "Skills");
  const categorySkills = page.locator("#skills input[type=checkbox]");
  for (const index of [0, 1, 2]) await categorySkills.nth(index).check();
  // A suggestion of the category's own list checks it; anything else becomes a free skill.
  const typeahead = page.getByRole("combobox", { name: "Add other skills" });
  await typeahead.fill("GraphQ");
  await expect(page.getByRole("option", { name: "GraphQL", exact: true })).toBeVisible();
  await typeahead.press("ArrowDown");
  await typeahead.press("Enter");
  await expect(page.getByRole("checkbox", { name: "GraphQL" })).toBeChecked();
  await typeahead.fill("Zig toolchains");
  await expect(page.getByRole("option", { name: "Add “Zig toolchains”" })).toBeVisible();
  await typeahead.press("ArrowDown");
  await typeahead.press("Enter");
  await expect(page.getByRole("button", { name: "Remove Zig toolchains" })).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();

  await stepHeading(page, 3, "What you want");
  await page.locator("#job_interests input[type=checkbox]").first().check();
  await page.locator("#industries input[type=checkbox]").first().check();
  await page.getByRole("checkbox", { name: "Hourly" }).check();
  await page.getByLabel("Hourly rate (USD)").fill("85");
  await page.getByLabel("Hours per week").fill("40");
  await page.getByLabel("Availability").selectOption({ label: "Available full-time" });
  await page.getByLabel("Available from").fill("2030-01-15");
  await page.getByRole("button", { name: "Continue" }).click();

  await stepHeading(page, 4, "Where and when");
  await page.getByLabel("Country").selectOption({ label: "Germany" });
  await page.getByLabel("City").fill("Berlin");
  await page.getByLabel("Time zone").selectOption("Europe/Berlin");
  await page.getByLabel("From").fill("09:00");
  await page.getByLabel("To").fill("17:00");
  await expect(page.getByText("8 hours a day")).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();

  await stepHeading(page, 5, "Show your work");
  await page.getByLabel("Upload photo").setInputFiles({ name: "nia.png", mimeType: "image/png", buffer: pngBytes() });
  await expect(page.getByText("Replace photo")).toBeVisible();
  await page
    .getByLabel("Upload résumé")
    .setInputFiles({ name: "nia.pdf", mimeType: "application/pdf", buffer: pdfBytes() });
  await expect(page.getByText("Replace résumé")).toBeVisible();
  await page.getByLabel("LinkedIn").fill("https://www.linkedin.com/in/nia-onboard");
  await page.getByLabel("Bio").fill(BIO);
  await expect(page.getByText(/characters: enough for a complete profile/)).toBeVisible();
  await page.getByRole("button", { name: "Add a position" }).click();
  await page.getByLabel("Title").fill("Senior engineer");
  await page.getByLabel("Company").fill("Ledgerly");
  await page.getByLabel("Start month").fill("2021-03");
  await page.getByLabel("I work here now").check();
  await page.getByLabel("What you did there").fill("Payments platform and the design system.");
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(atPath("/talent"));
  await expect(page.getByRole("heading", { name: "Welcome, Nia Onboard" })).toBeVisible();
  // The Overview's meter has passed the threshold, and says so.
  const meter = page.getByRole("progressbar", { name: "Profile completeness" });
  await expect(meter).toBeInViewport();
  expect(Number(await meter.getAttribute("aria-valuenow"))).toBeGreaterThanOrEqual(APPLY_THRESHOLD);
  await expect(page.getByRole("link", { name: "Continue your profile" })).toHaveCount(0);
  const profile = await ownProfile(page);
  expect(profile.completeness.percent).toBe(Number(await meter.getAttribute("aria-valuenow")));
  expect(profile.onboarding_step).toBe(5);

  // Their profile page shows what they entered; made public it is shareable, made hidden it is a 404 to others.
  await page.goto("/talent/profile#visibility");
  await page.getByRole("radio", { name: /^Public/ }).check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  const address = `/profiles/${profile.handle}`;
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(new URL(address, page.url()).href);
  await expect(visitor.getByRole("heading", { level: 1, name: "Nia Onboard" })).toBeVisible();
  await expect(visitor.getByText("Full-stack engineer for fintech products")).toBeVisible();
  await expect(visitor.getByRole("list", { name: "Skills" })).toContainText("Zig toolchains");
  await expect(visitor.getByRole("img", { name: "Photo of Nia Onboard" })).toHaveJSProperty("complete", true);
  expect(
    await visitor
      .getByRole("img", { name: "Photo of Nia Onboard" })
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);

  await page.getByRole("radio", { name: /^Hidden/ }).check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  expect((await visitor.goto(new URL(address, page.url()).href))?.status()).toBe(404);
  await visitor.close();
});

test("leaving at step 3 and coming back resumes at step 3", async ({ page }) => {
  await signUpTalent(page, "Rae", "Sume");
  await page.getByLabel("Headline").fill("Product designer");
  await page.getByRole("button", { name: "Continue" }).click();
  await stepHeading(page, 2, "Skills");
  await page.getByRole("button", { name: "Skip for now" }).click();
  await stepHeading(page, 3, "What you want");

  await page.goto("/talent");
  await page.goto("/talent/onboarding");
  await stepHeading(page, 3, "What you want");
  await page.getByRole("button", { name: "Back" }).click();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Headline")).toHaveValue("Product designer");
});

test("the editor saves a change and its preview shows it", async ({ page }) => {
  await loggedInTalent(page, "Eddie", "Tor");
  await page.goto("/talent/profile#headline");
  const preview = page.getByRole("complementary", { name: "How recruiters see your profile" });
  await expect(preview.getByRole("heading", { name: "Eddie Tor" })).toBeVisible();
  await page.getByLabel("Headline").fill("Staff engineer, distributed systems");
  await expect(preview.getByText("Staff engineer, distributed systems")).toBeVisible();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  expect((await ownProfile(page)).headline).toBe("Staff engineer, distributed systems");

  await page.reload();
  await expect(page.getByLabel("Headline")).toHaveValue("Staff engineer, distributed systems");
  await expect(preview.getByText("Staff engineer, distributed systems")).toBeVisible();
});
