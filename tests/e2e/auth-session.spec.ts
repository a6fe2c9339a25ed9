import { expect, test } from "@playwright/test";

import { atPath, AUTH_KEYS, fillTalentSignup, logIn, storedKeys, uniqueEmail } from "./support/auth";
import { apiClient } from "./support/hiring-api";

test("talent signup from the home button lands logged in; reload keeps the session; logout clears everything", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Apply for Jobs" }).click();
  await expect(page).toHaveURL(/\/signup\/talent$/);
  const email = uniqueEmail("e2e-ada");
  await fillTalentSignup(page, "Ada", "Lovelace", email);
  await page.getByRole("button", { name: "Create account" }).click();

  // A new talent starts with the profile's first steps; the home greets them, not welcomes them back.
  await expect(page).toHaveURL(atPath("/talent/onboarding"));
  await expect(page.getByRole("heading", { name: "Set up your profile" })).toBeVisible();
  await page.goto("/talent");
  await expect(page.getByRole("heading", { name: "Welcome, Ada Lovelace" })).toBeVisible();
  const menu = page.getByRole("button", { name: "Ada Lovelace" });
  await expect(menu).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Apply for Jobs" })).toHaveCount(0);
  expect((await storedKeys(page)).userType).toBe("talent");

  const session = (await context.cookies()).find((cookie) => cookie.name === "next-auth.session-token");
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });

  await page.reload();
  await expect(page.getByRole("heading", { name: "Welcome, Ada Lovelace" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Ada Lovelace" })).toBeVisible();

  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("button", { name: "Ada Lovelace" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Apply for Jobs" })).toHaveCount(0);

  await page.getByRole("banner").getByRole("button", { name: "Ada Lovelace" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Apply for Jobs" })).toBeVisible();
  const keys = await storedKeys(page);
  for (const key of AUTH_KEYS) expect(keys[key], key).toBeNull();
  const store = keys["auth-storage"];
  if (store) expect(JSON.parse(store).state).toMatchObject({ user: null, token: null, isAuthenticated: false });
  expect((await context.cookies()).some((cookie) => cookie.name === "next-auth.session-token")).toBe(false);

  await page.goto("/talent");
  await expect(page).toHaveURL(/\/login\?error=SessionRequired/);

  await logIn(page, email);
  await expect(page).toHaveURL(atPath("/talent"));
  await expect(page.getByRole("heading", { name: "Welcome back, Ada Lovelace" })).toBeVisible();
});

test("logging out in one tab logs out the other", async ({ page, context }) => {
  await page.goto("/signup/talent");
  await fillTalentSignup(page, "Tab", "Twin", uniqueEmail("e2e-tabs"));
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("button", { name: "Tab Twin" })).toBeVisible();

  const second = await context.newPage();
  await second.goto("/talent");
  await expect(second.getByRole("button", { name: "Tab Twin" })).toBeVisible();

  await page.getByRole("button", { name: "Tab Twin" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);

  await expect(second.getByRole("button", { name: "Tab Twin" })).toHaveCount(0);
  await expect(second).toHaveURL(/\/$/);
  await expect(second.getByRole("banner").getByRole("link", { name: "Apply for Jobs" })).toBeVisible();
});

test("a recruiter signs up in the new tab that 'Recruit Talent' opens", async ({ page, context }) => {
  await page.goto("/");
  const [tab] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("banner").getByRole("link", { name: "Recruit Talent" }).click(),
  ]);
  await expect(tab).toHaveURL(/\/signup\/recruiter$/);
  await fillTalentSignup(tab, "Grace", "Hopper", uniqueEmail("e2e-grace"));
  await tab.getByLabel("Company name").fill("Compiler Co");
  await tab.getByLabel("Company size").selectOption("11-50");
  await tab.getByLabel("What are you hiring for?").selectOption({ label: "Software Development" });
  await tab.getByRole("button", { name: "Create account" }).click();
  await expect(tab).toHaveURL(/\/recruiter$/);
  await expect(tab.getByRole("heading", { name: "Welcome, Grace Hopper" })).toBeVisible();
  expect((await storedKeys(tab)).userType).toBe("client");
});

test("a recruiter who logs in as Talent is told so after the right password, and switches to Recruiter", async ({
  page,
  context,
  request,
}) => {
  const recruiter = await apiClient(request, "Rhea", "Switch");
  const message = page.locator("form").getByRole("alert");
  await page.goto("/login");
  await expect(page.getByRole("radio", { name: "Talent" })).toBeChecked();

  await logIn(page, recruiter.email, "not-the-password");
  await expect(message).toHaveText("Invalid email or password");
  await expect(page.getByRole("button", { name: /^Switch to/ })).toHaveCount(0);

  await logIn(page, recruiter.email);
  await expect(message).toHaveText("This email and password are for a recruiter account. Log in as Recruiter instead.");
  await page.getByRole("button", { name: "Switch to Recruiter" }).click();
  await expect(page.getByRole("radio", { name: "Recruiter" })).toBeChecked();
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(atPath("/recruiter"));

  const device = (await context.cookies()).find((cookie) => cookie.name === "known_device");
  expect(device).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api" });
});
