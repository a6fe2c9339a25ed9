import { expect, type APIRequestContext, type Page } from "@playwright/test";

import { pdfBytes, pngBytes } from "../../support/files";
import { API_KEY, PASSWORD, storedKeys, uniqueEmail } from "./auth";
import { apiJob } from "./hiring-api";
import { verifyFromMail } from "./verification";

const headers = (token?: string) => ({ "X-API-KEY": API_KEY, ...(token ? { Authorization: `Bearer ${token}` } : {}) });

/** The talent token this tab holds (after a sign-up or log-in through the forms). */
export async function talentToken(page: Page): Promise<string> {
  const token = (await storedKeys(page)).auth_token;
  if (!token) throw new Error("this tab holds no talent token");
  return token;
}

/**
 * Fills the signed-in talent's profile through POST /api/talent/profile_update, past the apply threshold
 * (every completeness item), and verifies the email from the mailed link unless told not to (a test about
 * verification does that itself), so a test can apply without walking through the editor.
 */
export async function makeApplyReady(page: Page, { verifyEmail = true } = {}) {
  const token = await talentToken(page);
  const skills = await page.request.get("/api/talent/skills/1", { headers: headers(token) });
  expect(skills.status()).toBe(200);
  const ids: number[] = (await skills.json()).data.slice(0, 3).map((skill: { id: number }) => skill.id);
  const form = new FormData();
  const fields: Record<string, string> = {
    headline: "Full-stack developer",
    bio: "I build accessible web apps for remote teams, from the database to the last pixel. ".repeat(4).trim(),
    timezone: "Europe/Berlin",
    work_start: "09:00",
    work_end: "17:00",
    hourly_rate: "70",
    github_url: "https://github.com/e2e-talent",
    experience: JSON.stringify([
      { title: "Engineer", company: "Acme", start_month: "2020-01", end_month: null, current: true, description: null },
    ]),
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const id of ids) form.append("skills[]", String(id));
  form.append("avatar", new Blob([pngBytes()], { type: "image/png" }), "me.png");
  form.append("resume", new Blob([pdfBytes()], { type: "application/pdf" }), "cv.pdf");
  const response = await page.request.post("/api/talent/profile_update", { headers: headers(token), multipart: form });
  expect(response.status(), await response.text()).toBe(200);
  expect((await response.json()).data.profile.completeness.percent).toBeGreaterThanOrEqual(80);
  if (verifyEmail) await verifyFromMail(page.request, "talent", token);
}

/** A recruiter made through the API, email verified (so it may publish), with a token for the client calls. */
export async function apiRecruiterWithToken(request: APIRequestContext, company = "Loop Test Ltd") {
  const email = uniqueEmail("e2e-hiring-client");
  const response = await request.post("/api/client/register", {
    headers: headers(),
    multipart: { first_name: "Rita", last_name: "Hire", email, password: PASSWORD, company_name: company },
  });
  expect(response.status()).toBe(201);
  const token = (await response.json()).data.token as string;
  await verifyFromMail(request, "client", token);
  return { email, token };
}

/** A job published through POST /api/client/jobs; a unique title, so the board's search finds only it. */
export const postJob = (request: APIRequestContext, token: string, title: string) => apiJob(request, token, { title });

/** Closes a job through PATCH /api/client/jobs/{id}. */
export async function closeJob(request: APIRequestContext, token: string, id: number) {
  const response = await request.patch(`/api/client/jobs/${id}`, {
    headers: headers(token),
    data: { status: "closed" },
  });
  expect(response.status(), await response.text()).toBe(200);
}
