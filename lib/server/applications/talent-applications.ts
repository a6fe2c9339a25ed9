import "server-only";

import { and, desc, eq } from "drizzle-orm";

import { readerStatus } from "@/lib/jobs/states";
import type { RejectionReason, TalentApplication } from "@/lib/validation/applications";

import { applications, companies, jobs } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";
import { historiesOf, type HistoryEntry } from "./application-history";
import { moveStage } from "./move-stage";

/** What a talent's lists (applications, invitations) show of a job: joined with its company (left join). */
export const talentJobColumns = {
  jobSlug: jobs.slug,
  jobTitle: jobs.title,
  jobStatus: jobs.status,
  jobValidThrough: jobs.validThrough,
  companyName: jobs.companyName,
  companyLogoUrl: jobs.companyLogoUrl,
  companySlug: companies.slug,
};

/** An application's own columns in its JSON (what an insert can return as well). */
export const applicationOwnColumns = {
  id: applications.id,
  stage: applications.stage,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  rejectionReason: applications.rejectionReason,
  rejectionMessage: applications.rejectionMessage,
};

export const applicationColumns = { ...applicationOwnColumns, ...talentJobColumns };

export type BaseApplicationRow = Awaited<ReturnType<typeof selectApplications>>[number];

export const selectApplications = (db: Db) =>
  db
    .select(applicationColumns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(companies, eq(companies.id, jobs.companyId));

type JobOfApplication = { [K in keyof typeof talentJobColumns]: BaseApplicationRow[K] };

/** An application's `job`, from `talentJobColumns`. */
export const applicationJobJson = (row: JobOfApplication): TalentApplication["job"] => ({
  slug: row.jobSlug,
  title: row.jobTitle,
  status: readerStatus(row.jobStatus, row.jobValidThrough),
  company: { name: row.companyName, slug: row.companySlug, logo_url: row.companyLogoUrl },
});

export function talentApplicationJson(row: BaseApplicationRow, history: HistoryEntry[]): TalentApplication {
  return {
    id: row.id,
    job: applicationJobJson(row),
    stage: row.stage,
    applied_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    history,
    rejection:
      row.stage === "rejected" && row.rejectionReason
        ? { reason: row.rejectionReason as RejectionReason, message: row.rejectionMessage }
        : null,
  };
}

/** The talent's applications, newest first, with their public history. */
export async function listTalentApplications(db: Db, talentId: number): Promise<TalentApplication[]> {
  const rows = await selectApplications(db).where(eq(applications.talentId, talentId)).orderBy(desc(applications.id));
  const histories = await historiesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => talentApplicationJson(row, histories.get(row.id) ?? []));
}

export async function talentApplication(db: Db, talentId: number, applicationId: number): Promise<TalentApplication> {
  const [row] = await selectApplications(db).where(
    and(eq(applications.id, applicationId), eq(applications.talentId, talentId)),
  );
  if (!row) throw apiError("not_found", "Application not found.");
  const histories = await historiesOf(db, [row.id]);
  return talentApplicationJson(row, histories.get(row.id) ?? []);
}

/** The talent withdraws an application of theirs while it is active (409 once hired, rejected or withdrawn). */
export async function withdrawApplication(db: Db, talentId: number, applicationId: number): Promise<TalentApplication> {
  const current = await talentApplication(db, talentId, applicationId);
  await moveStage(db, { applicationId, actor: { kind: "talent", id: talentId }, from: current.stage, to: "withdrawn" });
  return talentApplication(db, talentId, applicationId);
}
