import { expect, type APIRequestContext, type Page } from "@playwright/test";

import { API_KEY, atPath, PASSWORD, uniqueEmail } from "./auth";
import { managerToken } from "./manager";
import { verifyFromMail } from "./verification";

// Hiring data made through the public API, the way a recruiter and talent would make it with the screens.

const PNG_1X1 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
const PDF =
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";

const headers = (token?: string) => ({ "X-API-KEY": API_KEY, ...(token ? { Authorization: `Bearer ${token}` } : {}) });

export type ApiAccount = { email: string; token: string; name: string };

/** A recruiter (client) account and its API token, its email verified (so it may publish). */
export async function apiClient(
  request: APIRequestContext,
  firstName = "Rhea",
  lastName = "Recruiter",
): Promise<ApiAccount> {
  const email = uniqueEmail("e2e-recruiter");
  const response = await request.post("/api/client/register", {
    headers: headers(),
    multipart: { first_name: firstName, last_name: lastName, email, password: PASSWORD, company_name: "Pipeline Labs" },
  });
  expect(response.status()).toBe(201);
  const token: string = (await response.json()).data.token;
  await verifyFromMail(request, "client", token);
  return { email, token, name: `${firstName} ${lastName}` };
}

/** A manager's approval of a job in review (a new company's first job), through the API: the job opens. */
export async function approveJob(request: APIRequestContext, jobId: number) {
  const response = await request.post(`/api/manage/jobs/${jobId}/review`, {
    headers: headers(await managerToken(request)),
    data: { decision: "approve" },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A job posted by the client (published unless `publish: false`); a new company's first job is approved by the suite's manager. */
export async function apiJob(request: APIRequestContext, token: string, overrides: Record<string, unknown> = {}) {
  const response = await request.post("/api/client/jobs", {
    headers: headers(token),
    data: {
      title: "Senior React developer",
      category_id: 1,
      description: "Build our web app with React and TypeScript.\n\nYou will own the front end.",
      skills: ["ReactJs", "TypeScript"],
      job_type: "hourly",
      experience_level: "senior",
      rate_min: 60,
      rate_max: 90,
      currency: "USD",
      publish: true,
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const job = (await response.json()).data as { id: number; slug: string; title: string; status: string };
  if (job.status === "pending_review") await approveJob(request, job.id);
  return job;
}

/** A talent whose profile is complete enough to apply (and to submit for vetting), email verified; `extra` adds profile fields. */
export async function completeTalent(
  request: APIRequestContext,
  firstName: string,
  lastName: string,
  headline = "Front-end engineer",
  extra: Record<string, string> = {},
) {
  const email = uniqueEmail("e2e-applicant");
  const registered = await request.post("/api/talent/register", {
    headers: headers(),
    multipart: { first_name: firstName, last_name: lastName, email, password: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const token: string = (await registered.json()).data.token;
  await verifyFromMail(request, "talent", token);
  const skills = (await (await request.get("/api/talent/skills/1", { headers: headers(token) })).json()).data as {
    id: number;
    name: string;
  }[];
  const form = new FormData();
  const fields = {
    ...extra,
    headline,
    bio: "I build accessible web apps for remote teams. ".repeat(6).trim(),
    timezone: "Europe/Berlin",
    work_start: "09:00",
    work_end: "17:00",
    hourly_rate: "70",
    github_url: "https://github.com/ada",
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const skill of skills.filter((s) => ["reactjs", "typescript"].includes(s.name.toLowerCase())))
    form.append("skills[]", String(skill.id));
  form.append(
    "experience",
    JSON.stringify([
      { title: "Engineer", company: "Acme", start_month: "2020-01", end_month: null, current: true, description: null },
    ]),
  );
  form.append("avatar", new Blob([Buffer.from(PNG_1X1, "base64")], { type: "image/png" }), "me.png");
  form.append("resume", new Blob([PDF], { type: "application/pdf" }), "cv.pdf");
  const updated = await request.post("/api/talent/profile_update", { headers: headers(token), multipart: form });
  expect(updated.status(), await updated.text()).toBe(200);
  return { email, token, name: `${firstName} ${lastName}`, id: (await updated.json()).data.id as number };
}

/** A talent with a profile complete enough to apply, who has applied to `jobSlug`. */
export async function appliedTalent(
  request: APIRequestContext,
  jobSlug: string,
  firstName: string,
  lastName: string,
  headline = "Front-end engineer",
) {
  const { email, token, name } = await completeTalent(request, firstName, lastName, headline);
  const applied = await request.post("/api/talent/applications", {
    headers: headers(token),
    data: { job_slug: jobSlug, cover_note: `Hello, I am ${firstName}.` },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  return { email, token, name, applicationId: (await applied.json()).data.id as number };
}

/** The talent's own applications, as GET /api/talent/applications answers them. */
export async function talentApplications(request: APIRequestContext, token: string) {
  const response = await request.get("/api/talent/applications", { headers: headers(token) });
  expect(response.status()).toBe(200);
  return response;
}

/** Logs the client in through /login and lands on the Overview. */
export async function logInClient(page: Page, account: ApiAccount) {
  await page.goto("/login");
  await page.getByRole("radio", { name: "Recruiter" }).check();
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(atPath("/recruiter"));
}
