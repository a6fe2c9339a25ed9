import { expect, type APIRequestContext } from "@playwright/test";

import { API_KEY } from "./auth";
import { completeTalent } from "./hiring-api";
import { managerToken } from "./manager";

const headers = (token: string) => ({ "X-API-KEY": API_KEY, Authorization: `Bearer ${token}` });

/**
 * A developer (category 1, so the developers' rubric applies) who verified their email with the link mailed at
 * sign-up (completeTalent does) and submitted their complete profile for vetting.
 */
export async function submittedTalent(
  request: APIRequestContext,
  firstName: string,
  lastName: string,
  headline = "Senior TypeScript engineer",
) {
  const talent = await completeTalent(request, firstName, lastName, headline, { category_id: "1" });
  const submitted = await request.post("/api/talent/vetting", { headers: headers(talent.token) });
  expect(submitted.status(), await submitted.text()).toBe(201);
  return talent;
}

const TO_VETTED = ["submitted", "profile_review", "skills_assessment", "live_interview", "vetted"] as const;

/** The suite's manager moves a submitted developer through every stage to vetted, with the rubric's scores. */
export async function vetToVetted(request: APIRequestContext, talentId: number) {
  const manager = headers(await managerToken(request));
  const scores = { code_quality: 5, system_design: 4, communication: 5 };
  for (let i = 1; i < TO_VETTED.length; i++) {
    const to = TO_VETTED[i]!;
    const data = { from_stage: TO_VETTED[i - 1], stage: to, ...(to === "vetted" ? { scores } : {}) };
    const moved = await request.post(`/api/manage/talent/${talentId}/vetting`, { headers: manager, data });
    expect(moved.status(), await moved.text()).toBe(200);
  }
}
