import { expect } from "vitest";

import { GET as listRoute } from "@/app/api/jobs/route";
import { jobsPageSchema } from "@/lib/validation/jobs";

import { call } from "./api-client";

/** `GET /api/jobs{query}` through its route, answered 200 and read by the page's schema. */
export async function listPublicJobs(query: string) {
  const answer = await call(listRoute, { path: `/api/jobs${query}` });
  expect(answer.status).toBe(200);
  return jobsPageSchema.parse(answer.body);
}
