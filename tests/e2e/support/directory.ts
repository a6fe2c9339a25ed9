import crypto from "node:crypto";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

import { API_KEY } from "./auth";
import { completeTalent } from "./hiring-api";
import { vetToVetted } from "./vetting-api";

const headers = (token: string) => ({ "X-API-KEY": API_KEY, Authorization: `Bearer ${token}` });

/** Letters only (a name must be letters), unique enough to find one test's talent by name. */
export const uniqueName = (prefix: string) =>
  prefix + [...crypto.randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join("");

type Where = { timezone: string; work_start: string; work_end: string; country: string };

/**
 * A React developer (ReactJs and TypeScript) vetted the way a real one is: email verified from the mail (completeTalent
 * does), the profile submitted, and a manager moving them through every stage. `where` sets their zone, hours and country.
 */
export async function vettedTalent(request: APIRequestContext, firstName: string, lastName: string, where: Where) {
  const talent = await completeTalent(request, firstName, lastName, "Senior React developer", { category_id: "1" });
  const located = await request.post("/api/talent/profile_update", {
    headers: headers(talent.token),
    multipart: { ...where, visibility: "recruiters" },
  });
  expect(located.status(), await located.text()).toBe(200);
  const submitted = await request.post("/api/talent/vetting", { headers: headers(talent.token) });
  expect(submitted.status(), await submitted.text()).toBe(201);
  await vetToVetted(request, talent.id);
  return talent;
}

/** Sets the signed-in recruiter's team hours on /recruiter/company, as a recruiter would. */
export async function setTeamHours(page: Page, timezone: string, start: string, end: string) {
  await page.goto("/recruiter/company");
  await page.getByLabel("Your team's time zone").selectOption(timezone);
  await page.getByLabel("Work starts").fill(start);
  await page.getByLabel("Work ends").fill(end);
  await page.getByRole("button", { name: "Save company" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Company saved" })).toBeVisible();
}
