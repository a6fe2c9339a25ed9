import "server-only";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { ApplicationNote, ClientApplication } from "@/lib/validation/applications";
import { applicationNotes, applications, clients, companies, jobs, skills, talentProfiles, talents, talentVetting } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";
import { fileUrl } from "../companies/company-json";
import { vettedFlag } from "../vetting/vetted";
import { historiesOf } from "./application-history";
import { jobApplicantsJson } from "./job-applicants-json";
import { applicationColumns, talentApplicationJson } from "./talent-applications";

const clientColumns = {
  ...applicationColumns,
  jobSkills: jobs.skills,
  coverNote: applications.coverNote,
  applicationResumeId: applications.resumeFileId,
  firstName: talents.firstName,
  lastName: talents.lastName,
  handle: talentProfiles.handle,
  headline: talentProfiles.headline,
  hourlyRate: talentProfiles.hourlyRate,
  avatarFileId: talentProfiles.avatarFileId,
  profileResumeId: talentProfiles.resumeFileId,
  skillIds: talentProfiles.skills,
  customSkills: talentProfiles.customSkills,
  vetted: vettedFlag,
};

/** Applications to the client's company's jobs only: another company's are not found, the same as unknown ones. */
const selectOwnApplications = (db: Db, clientId: number) =>
  db
    .select(clientColumns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, and(eq(companies.id, jobs.companyId), eq(companies.clientId, clientId)))
    .innerJoin(talents, eq(talents.id, applications.talentId))
    .leftJoin(talentProfiles, eq(talentProfiles.talentId, applications.talentId))
    .leftJoin(talentVetting, eq(talentVetting.talentId, applications.talentId));

type Row = Awaited<ReturnType<ReturnType<typeof selectOwnApplications>["where"]>>[number];

async function skillNames(db: Db, rows: Row[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap((row) => row.skillIds ?? []))];
  if (ids.length === 0) return new Map();
  const found = await db.select({ id: skills.id, name: skills.name }).from(skills).where(inArray(skills.id, ids));
  return new Map(found.map((skill) => [skill.id, skill.name]));
}

async function notesOf(db: Db, applicationIds: number[]): Promise<Map<number, ApplicationNote[]>> {
  const notes = new Map<number, ApplicationNote[]>(applicationIds.map((id) => [id, []]));
  if (applicationIds.length === 0) return notes;
  const rows = await db
    .select({ id: applicationNotes.id, applicationId: applicationNotes.applicationId, body: applicationNotes.body, createdAt: applicationNotes.createdAt, firstName: clients.firstName, lastName: clients.lastName })
    .from(applicationNotes)
    .innerJoin(clients, eq(clients.id, applicationNotes.authorId))
    .where(inArray(applicationNotes.applicationId, applicationIds))
    .orderBy(asc(applicationNotes.id));
  for (const row of rows) {
    notes.get(row.applicationId)!.push({ id: row.id, body: row.body, author: `${row.firstName} ${row.lastName}`, created_at: row.createdAt.toISOString() });
  }
  return notes;
}

async function toClientApplications(db: Db, rows: Row[]): Promise<ClientApplication[]> {
  const ids = rows.map((row) => row.id);
  const [histories, notes, names] = await Promise.all([historiesOf(db, ids), notesOf(db, ids), skillNames(db, rows)]);
  return rows.map((row) => {
    const has = new Set([...(row.skillIds ?? []).map((id) => names.get(id)), ...(row.customSkills ?? [])].filter((s): s is string => !!s).map((s) => s.toLowerCase()));
    return {
      ...talentApplicationJson(row, histories.get(row.id) ?? []),
      talent: {
        name: `${row.firstName} ${row.lastName}`,
        handle: row.handle,
        headline: row.headline,
        hourly_rate: row.hourlyRate,
        avatar_url: fileUrl(row.avatarFileId),
        matching_skills: row.jobSkills.filter((skill) => has.has(skill.toLowerCase())),
        vetted: row.vetted,
      },
      cover_note: row.coverNote,
      resume_url: fileUrl(row.applicationResumeId ?? row.profileResumeId),
      notes: notes.get(row.id) ?? [],
    };
  });
}

/** The applications to one of the client's jobs, oldest first (404 for another company's job). */
export async function listJobApplications(db: Db, clientId: number, jobId: number): Promise<ClientApplication[]> {
  return JSON.parse(await jobApplicantsJson(db, clientId, jobId)) as ClientApplication[];
}

export async function clientApplication(db: Db, clientId: number, applicationId: number): Promise<ClientApplication> {
  const rows = await selectOwnApplications(db, clientId).where(eq(applications.id, applicationId)).orderBy(desc(applications.id));
  if (rows.length === 0) throw apiError("not_found", "Application not found.");
  return (await toClientApplications(db, rows))[0]!;
}
