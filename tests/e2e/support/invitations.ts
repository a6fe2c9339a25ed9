import { expect, type APIRequestContext, type Page } from "@playwright/test";

import { API_KEY, atPath, logIn } from "./auth";
import { submittedTalent, vetToVetted } from "./vetting-api";

const headers = (token: string) => ({ "X-API-KEY": API_KEY, Authorization: `Bearer ${token}` });

/** A talent managers walked through vetting to vetted (profile visible to recruiters), and their handle. */
export async function vettedTalent(request: APIRequestContext, firstName: string, lastName: string) {
  const talent = await submittedTalent(request, firstName, lastName, "React and TypeScript engineer");
  await vetToVetted(request, talent.id);
  const own = await request.get("/api/talent/profile", { headers: headers(talent.token) });
  return { ...talent, handle: (await own.json()).data.handle as string };
}

/** An invitation sent through the API by the recruiter holding `token`. */
export async function apiInvitation(
  request: APIRequestContext,
  token: string,
  talentId: number,
  jobId: number,
  message?: string,
) {
  const response = await request.post("/api/client/invitations", {
    headers: headers(token),
    data: { talent_id: talentId, job_id: jobId, ...(message ? { message } : {}) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as { id: number };
}

/** Logs the talent in through /login and lands on the Overview. */
export async function logInTalent(page: Page, email: string) {
  await page.goto("/login");
  await logIn(page, email);
  await expect(page).toHaveURL(atPath("/talent"));
}

export const invitationsCard = (page: Page) => page.getByRole("region", { name: "Invitations" });
