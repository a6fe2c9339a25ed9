import "server-only";

import { inArray } from "drizzle-orm";

import { APPLICATION_STAGES, type ApplicationStage } from "@/lib/applications/stages";
import { demoEmail } from "@/lib/demo/demo-talent";
import { DEMO_TALENTS } from "@/lib/demo/generated-talents";

import { applicationEvents, applications, jobs, talents } from "../schema";
import type { Db } from "../types";
import { DEMO_JOBS } from "./demo-jobs";
import { demoJobSlug } from "./jobs";

const DAY_MS = 86_400_000;
const JOBS_PER_CATEGORY = 3;

/** The stages an application passed through to reach `stage`, from its submission. */
const PATHS: Record<ApplicationStage, ApplicationStage[]> = {
  applied: ["applied"],
  screening: ["applied", "screening"],
  interview: ["applied", "screening", "interview"],
  offer: ["applied", "screening", "interview", "offer"],
  hired: ["applied", "screening", "interview", "offer", "hired"],
  rejected: ["applied", "screening", "rejected"],
  withdrawn: ["applied", "withdrawn"],
};

type Company = { companyId: number; clientId: number };

/**
 * Applications from the demo talents to the first few demo jobs of their category, one at every stage per job,
 * with the history that led there, so every board has cards. Idempotent: an existing (talent, job) pair is kept.
 */
export async function seedDemoApplications(
  db: Db,
  companiesByName: Map<string, Company>,
  now = new Date(),
): Promise<void> {
  const talentRows = await db
    .select({ id: talents.id, email: talents.email })
    .from(talents)
    .where(inArray(talents.email, DEMO_TALENTS.map(demoEmail)));
  const talentId = new Map(talentRows.map((row) => [row.email, row.id]));
  const picked = [1, 2, 3].flatMap((category) =>
    DEMO_JOBS.filter((job) => job.category === category).slice(0, JOBS_PER_CATEGORY),
  );
  const jobRows = await db
    .select({ id: jobs.id, slug: jobs.slug })
    .from(jobs)
    .where(inArray(jobs.slug, picked.map(demoJobSlug)));
  const jobId = new Map(jobRows.map((row) => [row.slug, row.id]));

  const planned = picked
    .flatMap((job, k) => {
      const pool = DEMO_TALENTS.filter((talent) => talent.categoryId === job.category);
      return APPLICATION_STAGES.map((stage, i) => {
        const talent = pool[(k * 2 + i) % pool.length]!;
        const appliedAt = new Date(now.getTime() - (12 + k + i) * DAY_MS);
        return {
          talentId: talentId.get(demoEmail(talent)),
          jobId: jobId.get(demoJobSlug(job)),
          stage,
          appliedAt,
          company: companiesByName.get(job.company),
        };
      });
    })
    .filter(
      (p): p is typeof p & { talentId: number; jobId: number; company: Company } =>
        p.talentId !== undefined && p.jobId !== undefined && p.company !== undefined,
    );
  if (planned.length === 0) return;

  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(applications)
      .values(
        planned.map((p) => ({
          talentId: p.talentId,
          jobId: p.jobId,
          stage: p.stage,
          coverNote: "I have done this kind of work for years and would love to do it for your team.",
          rejectionReason: p.stage === "rejected" ? "experience" : null,
          rejectionMessage:
            p.stage === "rejected"
              ? "Thank you for applying: we went with someone with more experience in our domain."
              : null,
          createdAt: p.appliedAt,
          updatedAt: new Date(p.appliedAt.getTime() + (PATHS[p.stage].length - 1) * DAY_MS),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: applications.id, talentId: applications.talentId, jobId: applications.jobId });
    const plan = new Map(planned.map((p) => [`${p.talentId}:${p.jobId}`, p]));
    const events = inserted.flatMap((row) => {
      const p = plan.get(`${row.talentId}:${row.jobId}`)!;
      return PATHS[p.stage].map((to, step, path) => ({
        applicationId: row.id,
        fromStage: step === 0 ? null : path[step - 1]!,
        toStage: to,
        actorKind: to === "applied" || to === "withdrawn" ? ("talent" as const) : ("client" as const),
        actorId: to === "applied" || to === "withdrawn" ? p.talentId : p.company.clientId,
        at: new Date(p.appliedAt.getTime() + step * DAY_MS),
      }));
    });
    if (events.length > 0) await tx.insert(applicationEvents).values(events);
  });
}
