import "server-only";

import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";

import type { MemberKind } from "@/lib/accounts/kinds";
import { APPLICATION_STAGES, type ApplicationStage } from "@/lib/applications/stages";

import { hashPassword } from "../../auth/passwords";
import { hashToken, TOKEN_LIFETIME_MS } from "../../auth/tokens";
import { insertCompany } from "../../companies/company-slug";
import {
  apiTokens,
  applicationEvents,
  applications,
  clients,
  jobs,
  managers,
  skills,
  storedFiles,
  talentProfiles,
  talents,
  talentVetting,
  vettingEvents,
} from "../schema";
import type { Db } from "../types";

/** The password of every fixture account (talents, recruiter, manager). */
export const BENCH_PASSWORD = "violet-harbour-bench-42";
export const BENCH_RECRUITER_EMAIL = "bench.recruiter@bench-fixtures.example.com";
export const BENCH_MANAGER_EMAIL = "bench.manager@bench-fixtures.example.com";
export const benchTalentEmail = (n: number) => `bench.talent.${n}@bench-fixtures.example.com`;

export type BenchFixtureOptions = {
  /** Verified, vetted talents with complete profiles (each with a live API token). */
  talents: number;
  /** Talents whose vetting waits in the manager's queue (complete profiles, stage submitted). */
  queued: number;
  /** Open jobs nobody has applied to yet: the targets of the apply load. */
  openJobs: number;
  /** Applications to the job behind the applicants list. */
  listApplications: number;
  /** Applications to the job behind the pipeline board, spread over the stages. */
  boardApplications: number;
};

export const DEFAULT_BENCH_FIXTURES: BenchFixtureOptions = {
  talents: 3_000,
  queued: 40,
  openJobs: 5,
  listApplications: 1_000,
  boardApplications: 200,
};

export type BenchFixtures = {
  password: string;
  talents: { email: string; token: string }[];
  recruiter: { email: string; token: string };
  manager: { email: string };
  jobs: { listJobId: number; boardJobId: number; openSlugs: string[] };
};

const BATCH = 500;
const BIO =
  "I build and run web products end to end: interfaces people enjoy, APIs that stay up, and the tests and " +
  "monitoring that keep both honest. I have shipped for startups and larger teams, remote for years, across time zones.";
// The smallest file a PDF reader opens: enough for the profile's résumé link.
const RESUME = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
const BOARD_STAGES: readonly ApplicationStage[] = APPLICATION_STAGES.filter((stage) => stage !== "withdrawn");

async function inBatches<T, R>(items: readonly T[], write: (batch: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(...(await write(items.slice(i, i + BATCH))));
  return out;
}

const newToken = () => crypto.randomBytes(32).toString("base64url");
const tokenRow = (kind: MemberKind, accountId: number, token: string) => ({
  tokenHash: hashToken(token),
  kind,
  accountId,
  expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS),
});

/** Talents `from`…`from + count - 1` with complete profiles (résumé, no avatar: 80%, enough to apply) and one token each. */
async function insertTalents(db: Db, from: number, count: number, passwordHash: string, skillIds: number[], now: Date) {
  const numbers = Array.from({ length: count }, (_, i) => from + i);
  const rows = await inBatches(numbers, (batch) =>
    db
      .insert(talents)
      .values(
        batch.map((n) => ({
          firstName: "Bench",
          lastName: `Talent ${n}`,
          email: benchTalentEmail(n),
          passwordHash,
          emailVerifiedAt: now,
        })),
      )
      .returning({ id: talents.id, email: talents.email }),
  );
  const files = await inBatches(rows, (batch) =>
    db
      .insert(storedFiles)
      .values(
        batch.map((row) => ({
          ownerKind: "talent" as const,
          ownerId: row.id,
          purpose: "resume" as const,
          contentType: "application/pdf",
          data: RESUME,
          size: RESUME.byteLength,
        })),
      )
      .returning({ id: storedFiles.id, ownerId: storedFiles.ownerId }),
  );
  const resumeOf = new Map(files.map((file) => [file.ownerId, file.id]));
  await inBatches(rows, (batch) =>
    db
      .insert(talentProfiles)
      .values(
        batch.map((row) => ({
          talentId: row.id,
          onboardingStep: 5,
          completedAt: now,
          updatedAt: now,
          headline: "Full-stack developer",
          bio: BIO,
          categoryId: 1,
          skills: skillIds,
          experienceLevel: "senior" as const,
          hourlyRate: 60,
          yearsExperience: 8,
          contractTypes: ["hourly" as const, "full_time" as const],
          hoursPerWeek: 40,
          availability: "available",
          country: "PT",
          city: "Lisbon",
          location: "Lisbon, Portugal",
          timezone: "Europe/Lisbon",
          workStart: "09:00",
          workEnd: "17:00",
          portfolioUrl: `https://example.com/bench-${row.id}`,
          resumeFileId: resumeOf.get(row.id)!,
        })),
      )
      .then(() => []),
  );
  const tokens = rows.map((row) => ({ ...row, token: newToken() }));
  await inBatches(tokens, (batch) =>
    db
      .insert(apiTokens)
      .values(batch.map((t) => tokenRow("talent", t.id, t.token)))
      .then(() => []),
  );
  return tokens;
}

async function insertVetting(db: Db, talentIds: number[], stage: "vetted" | "submitted", now: Date) {
  await inBatches(talentIds, (batch) =>
    db
      .insert(talentVetting)
      .values(
        batch.map((talentId, i) => ({
          talentId,
          stage,
          stageEnteredAt: new Date(now.getTime() - i * 60_000),
          submittedAt: new Date(now.getTime() - i * 60_000),
          vettedAt: stage === "vetted" ? now : null,
          updatedAt: now,
        })),
      )
      .then(() => []),
  );
  await inBatches(talentIds, (batch) =>
    db
      .insert(vettingEvents)
      .values(
        batch.map((talentId) => ({ talentId, attempt: 1, fromStage: null, toStage: "submitted" as const, at: now })),
      )
      .then(() => []),
  );
}

async function insertApplications(
  db: Db,
  jobId: number,
  talentIds: number[],
  stageOf: (i: number) => ApplicationStage,
  clientId: number,
) {
  const rows = await inBatches(
    talentIds.map((talentId, i) => ({ talentId, stage: stageOf(i) })),
    (batch) =>
      db
        .insert(applications)
        .values(
          batch.map((a) => ({
            talentId: a.talentId,
            jobId,
            stage: a.stage,
            coverNote: "I have done this kind of work for years.",
            rejectionReason: a.stage === "rejected" ? "experience" : null,
          })),
        )
        .returning({ id: applications.id, talentId: applications.talentId, stage: applications.stage }),
  );
  const events = rows.flatMap((row) => [
    {
      applicationId: row.id,
      fromStage: null,
      toStage: "applied" as const,
      actorKind: "talent" as const,
      actorId: row.talentId,
    },
    ...(row.stage === "applied"
      ? []
      : [
          {
            applicationId: row.id,
            fromStage: "applied" as const,
            toStage: row.stage,
            actorKind: "client" as const,
            actorId: clientId,
          },
        ]),
  ]);
  await inBatches(events, (batch) =>
    db
      .insert(applicationEvents)
      .values(batch)
      .then(() => []),
  );
}

/**
 * Accounts and data for the signed-in and API benchmarks, on a database holding the reference data: verified
 * vetted talents with complete profiles, a queue of talents to vet, a recruiter whose company has open jobs
 * (one with `listApplications` applicants, one with a `boardApplications`-card board, `openJobs` untouched), and
 * a manager. Bulk inserts, no per-row work but one password hash. For a fresh database: a second run is refused.
 */
export async function seedBenchFixtures(
  db: Db,
  options: BenchFixtureOptions = DEFAULT_BENCH_FIXTURES,
  now = new Date(),
): Promise<BenchFixtures> {
  const applicants = Math.max(options.listApplications, options.boardApplications);
  if (options.talents < applicants)
    throw new Error(`bench fixtures: ${options.talents} talents cannot make ${applicants} applications to one job`);
  const [existing] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(sql`lower(${clients.email})`, BENCH_RECRUITER_EMAIL));
  if (existing) throw new Error("bench fixtures: this database holds them already; run on a fresh one");
  const skillIds = (
    await db.select({ id: skills.id }).from(skills).where(eq(skills.categoryId, 1)).orderBy(skills.id).limit(3)
  ).map((s) => s.id);
  if (skillIds.length < 3) throw new Error("bench fixtures: seed the reference data first (npm run db:seed)");
  const passwordHash = await hashPassword(BENCH_PASSWORD);

  const vetted = await insertTalents(db, 1, options.talents, passwordHash, skillIds, now);
  await insertVetting(
    db,
    vetted.map((t) => t.id),
    "vetted",
    now,
  );
  const queued = await insertTalents(db, options.talents + 1, options.queued, passwordHash, skillIds, now);
  await insertVetting(
    db,
    queued.map((t) => t.id),
    "submitted",
    now,
  );

  const [client] = await db
    .insert(clients)
    .values({
      firstName: "Bench",
      lastName: "Recruiter",
      email: BENCH_RECRUITER_EMAIL,
      passwordHash,
      emailVerifiedAt: now,
      companyName: "Bench Fixtures Ltd",
    })
    .returning({ id: clients.id });
  const company = await db.transaction((tx) =>
    insertCompany(tx, {
      clientId: client!.id,
      name: "Bench Fixtures Ltd",
      about: "The benchmark's company.",
      timezone: "UTC",
      jobsApprovedAt: now,
    }),
  );
  const jobCount = 2 + options.openJobs;
  const jobRows = await db
    .insert(jobs)
    .values(
      Array.from({ length: jobCount }, (_, i) => ({
        slug: `bench-fixture-job-${i + 1}-${crypto.randomBytes(3).toString("hex")}`,
        title: `Bench Full-Stack Developer ${i + 1}`,
        companyName: "Bench Fixtures Ltd",
        companyId: company.id,
        categoryId: 1,
        description: "A job for the benchmark's fixtures.",
        skills: ["ReactJs", "TypeScript", "Node.js"],
        skillKeys: ["reactjs", "typescript", "node.js"],
        jobType: "full_time" as const,
        experienceLevel: "senior" as const,
        location: "Remote (Worldwide)",
        rateMin: 50,
        rateMax: 80,
        postedAt: now,
        searchText: `Bench Full-Stack Developer ${i + 1} Bench Fixtures Ltd`,
      })),
    )
    .returning({ id: jobs.id, slug: jobs.slug });
  const [listJob, boardJob, ...openJobs] = jobRows as [(typeof jobRows)[0], (typeof jobRows)[0], ...typeof jobRows];
  const ids = vetted.map((t) => t.id);
  await insertApplications(db, listJob.id, ids.slice(0, options.listApplications), () => "applied", client!.id);
  await insertApplications(
    db,
    boardJob.id,
    ids.slice(0, options.boardApplications),
    (i) => BOARD_STAGES[i % BOARD_STAGES.length]!,
    client!.id,
  );
  const recruiterToken = newToken();
  await db.insert(apiTokens).values(tokenRow("client", client!.id, recruiterToken));

  await db.insert(managers).values({
    firstName: "Bench",
    lastName: "Manager",
    email: BENCH_MANAGER_EMAIL,
    passwordHash,
    emailVerifiedAt: now,
  });
  return {
    password: BENCH_PASSWORD,
    talents: vetted.map(({ email, token }) => ({ email, token })),
    recruiter: { email: BENCH_RECRUITER_EMAIL, token: recruiterToken },
    manager: { email: BENCH_MANAGER_EMAIL },
    jobs: { listJobId: listJob.id, boardJobId: boardJob.id, openSlugs: openJobs.map((job) => job.slug) },
  };
}
