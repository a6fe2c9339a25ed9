import { expect, type APIRequestContext } from "@playwright/test";
import { API_KEY } from "./auth";
import { completeTalent } from "./hiring-api";

/** A developer (category 1, so the developers' rubric applies) who submitted their complete profile for vetting. */
export async function submittedTalent(request: APIRequestContext, firstName: string, lastName: string, headline = "Senior TypeScript engineer") {
  const talent = await completeTalent(request, firstName, lastName, headline, { category_id: "1" });
  const submitted = await request.post("/api/talent/vetting", { headers: { "X-API-KEY": API_KEY, Authorization: `Bearer ${talent.token}` } });
  expect(submitted.status(), await submitted.text()).toBe(201);
  return talent;
}
