import crypto from "node:crypto";
import { expect, type Page } from "@playwright/test";

import { API_KEY } from "./auth";
import { apiRecruiterWithToken, makeApplyReady, talentToken } from "./hiring";
import { apiJob } from "./hiring-api";

/** Two open jobs with remote-fit requirements: one hiring in Europe only, one in Europe and Africa with a London overlap. */
export async function remoteFitJobs(page: Page) {
  const recruiter = await apiRecruiterWithToken(page.request, "Remote Fit Co");
  const marker = `Fit${crypto.randomBytes(3).toString("hex")}`;
  const europe = await apiJob(page.request, recruiter.token, {
    title: `Europe only engineer ${marker}`,
    hires_from: { anywhere: false, regions: ["europe"] },
  });
  const africa = await apiJob(page.request, recruiter.token, {
    title: `Africa and Europe engineer ${marker}`,
    hires_from: { anywhere: false, regions: ["europe", "africa"] },
    overlap: { timezone: "Europe/London", start: "10:00", end: "16:00", min_hours: 3 },
  });
  return { marker, europe, africa };
}

/** Makes the signed-in talent's profile complete enough to apply, living in Lagos and working 09:00–17:00 there. */
export async function moveTalentToLagos(page: Page) {
  await makeApplyReady(page);
  const form = new FormData();
  for (const [name, value] of Object.entries({
    country: "NG",
    city: "Lagos",
    timezone: "Africa/Lagos",
    work_start: "09:00",
    work_end: "17:00",
  }))
    form.append(name, value);
  const response = await page.request.post("/api/talent/profile_update", {
    headers: { "X-API-KEY": API_KEY, Authorization: `Bearer ${await talentToken(page)}` },
    multipart: form,
  });
  expect(response.status(), await response.text()).toBe(200);
}
