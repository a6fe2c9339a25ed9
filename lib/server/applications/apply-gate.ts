import "server-only";

import { eq, sql } from "drizzle-orm";

import { readerStatus } from "@/lib/jobs/states";

import { emailNotVerified } from "../accounts/verified-email-gate";
import { companies, jobs, talentProfiles, talents } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";
import { validationFailed } from "../http/errors";
import { remoteFitSelection } from "../jobs/remote-fit-columns";
import { assertCompleteness } from "../profiles/completeness-check";
import { completenessOfRow } from "../profiles/profile-json";
import { assertRemoteFit } from "./eligibility";
import { talentJobColumns } from "./talent-applications";

const APPLYING = { verb: "apply", gerund: "applying" };

/**
 * What apply checks before it writes, in one statement: the job by slug (no row: no such job), the talent's profile
 * row, how many of its catalogue skills exist and whether it lists experience (all completeness needs of those), and
 * the email's verification. As five reads they were five round trips on every application.
 */
async function readGate(db: Db, talentId: number, slug: string) {
  const [row] = await db
    .select({
      job: { jobId: jobs.id, ...talentJobColumns, ...remoteFitSelection },
      profile: talentProfiles,
      skillCount: sql<number>`(select count(*) from skills where skills.id = any(${talentProfiles.skills}))`.mapWith(
        Number,
      ),
      hasExperience: sql<boolean>`exists (select 1 from talent_experiences e where e.talent_id = ${talentProfiles.talentId})`,
      emailVerifiedAt: talents.emailVerifiedAt,
    })
    .from(jobs)
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .leftJoin(talents, eq(talents.id, talentId))
    .leftJoin(talentProfiles, eq(talentProfiles.talentId, talents.id))
    .where(eq(jobs.slug, slug))
    .limit(1);
  return row;
}

/**
 * The open job a talent may apply to, or the refusal, in this order: 404 unknown or draft, 422 closed, 422 profile
 * below the threshold (naming what is missing), 422 outside the job's remote fit, 422 email not verified.
 */
export async function admitApplication(db: Db, talentId: number, slug: string) {
  const gate = await readGate(db, talentId, slug);
  const status = gate ? readerStatus(gate.job.jobStatus, gate.job.jobValidThrough) : "draft";
  if (!gate || status === "draft") throw apiError("not_found", "Job not found.");
  const { job, profile } = gate;
  if (status === "closed")
    throw validationFailed(
      { job_slug: ["This job is closed and no longer takes applications."] },
      "This job is closed.",
    );
  assertCompleteness(profile && completenessOfRow(profile, gate), APPLYING);
  assertRemoteFit(job, profile);
  if (gate.emailVerifiedAt === null) throw emailNotVerified("apply");
  return job;
}
