import { and, eq, inArray, isNull, sql } from "drizzle-orm";

import { POST as createJobRoute } from "@/app/api/client/jobs/route";
import { POST as profileUpdate } from "@/app/api/talent/profile_update/route";
import { resolveToken } from "@/lib/server/auth/tokens";
import { getDb } from "@/lib/server/db/client";
import { companies, jobs, skills } from "@/lib/server/db/schema";
import type { Db } from "@/lib/server/db/types";

import { registeredTalent, verifiedTalent, verifyEmailOf } from "./accounts";
import { call } from "./api-client";
import { file, pdfBytes, pngBytes } from "./files";

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

/**
 * Marks the company of the client holding `token` as one a manager has approved a job of, so its publishes open
 * at once (the review of a company's first job has its own tests), and the client's email verified, so it may publish.
 */
export async function approveCompany(token: string) {
  const db = await getDb();
  const clientId = await resolveToken(db, "client", token);
  if (clientId === null) throw new Error("not a live client token");
  await verifyEmailOf("client", clientId);
  await db
    .update(companies)
    .set({ jobsApprovedAt: new Date() })
    .where(and(eq(companies.clientId, clientId), isNull(companies.jobsApprovedAt)));
}

/** A job posted through the API by the client holding `token`, of an approved company; open unless `publish: false`. */
export async function postedJob(token: string, overrides: Record<string, unknown> = {}) {
  await approveCompany(token);
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

/** A talent whose profile passes the apply threshold (every completeness item), with the given seeded skills; verified unless told. */
export async function completeTalent(
  db: Db,
  skillNames: string[] = ["ReactJs", "TypeScript", "Node.js"],
  { verified = true } = {},
) {
  const talent = await (verified ? verifiedTalent : registeredTalent)({ first_name: "Ada", last_name: "Applicant" });
  const rows = await db
    .select({ id: skills.id })
    .from(skills)
    .where(
      inArray(
        sql`lower(${skills.name})`,
        skillNames.map((s) => s.toLowerCase()),
      ),
    );
  const { status, body } = await call(profileUpdate, {
    token: talent.token,
    form: {
      headline: "Full-stack developer",
      bio: "I build accessible web apps for remote teams. ".repeat(6).trim(),
      timezone: "Europe/Berlin",
      work_start: "09:00",
      work_end: "17:00",
      hourly_rate: "70",
      skills: rows.map((row) => String(row.id)),
      github_url: "https://github.com/ada",
      experience: JSON.stringify([
        {
          title: "Engineer",
          company: "Acme",
          start_month: "2020-01",
          end_month: null,
          current: true,
          description: null,
        },
      ]),
      avatar: file(pngBytes(), "me.png", "image/png"),
      resume: file(pdfBytes(), "cv.pdf", "application/pdf"),
    },
  });
  if (status !== 200) throw new Error(`profile update failed: ${status} ${JSON.stringify(body)}`);
  return { ...talent, id: body.data.id as number };
}
