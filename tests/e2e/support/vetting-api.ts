import { expect, type APIRequestContext } from "@playwright/test";
import { API_KEY } from "./auth";
import { completeTalent } from "./hiring-api";
import { linkTo, waitForMail } from "./mail";

const headers = (token: string) => ({ "X-API-KEY": API_KEY, Authorization: `Bearer ${token}` });

/**
 * A developer (category 1, so the developers' rubric applies) who verified their email with the link mailed at
 * sign-up and submitted their complete profile for vetting.
 */
export async function submittedTalent(request: APIRequestContext, firstName: string, lastName: string, headline = "Senior TypeScript engineer") {
  const talent = await completeTalent(request, firstName, lastName, headline, { category_id: "1" });
  const link = new URL(linkTo(await waitForMail(talent.email, /Verify your email/), "/verify-email"));
  const verified = await request.post("/api/talent/email/verify", { headers: headers(talent.token), data: { token: link.searchParams.get("token") } });
  expect(verified.status(), await verified.text()).toBe(200);
  const submitted = await request.post("/api/talent/vetting", { headers: headers(talent.token) });
  expect(submitted.status(), await submitted.text()).toBe(201);
  return talent;
}
