import { eq } from "drizzle-orm";
import { POST as createJobRoute } from "@/app/api/client/jobs/route";
import { companies, jobs } from "@/lib/server/db/schema";
import type { Db } from "@/lib/server/db/types";
import { call } from "./api-client";

export const jobInput = (overrides: Record<string, unknown> = {}) => ({
  title: "Senior React developer",
  category_id: 1,
  description: "Build our web app with React and TypeScript.\n\nYou will own the front end.",
  skills: ["ReactJs", "typescript"],
  job_type: "hourly",
  experience_level: "senior",
  rate_min: 60,
  rate_max: 90,
  currency: "USD",
  ...overrides,
});

/** A job posted through the API by the client holding `token`; published unless `publish: false`. */
export async function postedJob(token: string, overrides: Record<string, unknown> = {}) {
  const { status, body } = await call(createJobRoute, { token, json: jobInput({ publish: true, ...overrides }) });
  if (status !== 201) throw new Error(`job creation failed: ${status} ${JSON.stringify(body)}`);
  return body.data as { id: number; slug: string; status: string };
}

/** Moves a job's closing date straight in the database (the API refuses a past date). */
export async function setValidThrough(db: Db, jobId: number, date: string | null) {
  await db.update(jobs).set({ validThrough: date }).where(eq(jobs.id, jobId));
}

export async function companyIdOfClient(db: Db, clientId: number) {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.clientId, clientId));
  return row!.id;
}
