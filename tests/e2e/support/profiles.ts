import { expect, type Page } from "@playwright/test";

import { GENERATED_TALENTS } from "../../../lib/demo/generated-talents";
import { fillTalentSignup, uniqueEmail } from "./auth";
import { verifyFromMail } from "./verification";

/** A seeded demo talent of that visibility (the seed writes this same list). */
export function demoTalent(visibility: "public" | "recruiters" | "hidden") {
  const talent = GENERATED_TALENTS.find((each) => each.visibility === visibility);
  if (!talent) throw new Error(`no ${visibility} demo talent`);
  return { ...talent, name: `${talent.firstName} ${talent.lastName}`, path: `/profiles/${talent.handle}` };
}

/**
 * Signs a new recruiter up through the form, so the browser holds a recruiter session, and verifies its email from
 * the mail: only a verified recruiter sees recruiters-only profiles and résumés.
 */
export async function signUpRecruiter(page: Page, firstName = "Rhea", lastName = "Cruiter") {
  await page.goto("/signup/recruiter");
  await fillTalentSignup(page, firstName, lastName, uniqueEmail("e2e-profile-client"));
  await page.getByLabel("Company name").fill("Profile Readers Ltd");
  await page.getByLabel("Company size").selectOption("11-50");
  await page.getByLabel("What are you hiring for?").selectOption({ label: "Software Development" });
  await page.getByRole("button", { name: "Create account" }).click();
  // Not the URL alone: "/signup/recruiter" ends in "/recruiter" too.
  await expect(page.getByRole("heading", { name: `Welcome, ${firstName} ${lastName}` })).toBeVisible();
  const token = await page.evaluate(() => window.localStorage.getItem("authToken"));
  if (!token) throw new Error("the sign-up left no client token");
  await verifyFromMail(page.request, "client", token);
}
