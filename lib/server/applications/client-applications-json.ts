import "server-only";

import { and, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";

import { iso } from "../db/iso-timestamp";
import {
  applicationEvents,
  applicationNotes,
  applications,
  clients,
  companies,
  jobs,
  skills,
  talentProfiles,
  talents,
  talentVetting,
} from "../db/schema";
import type { Db } from "../db/types";
import { FILE_URL_PREFIX } from "../files/file-url";
import { apiError } from "../http/error-codes";
import { vettedFlag } from "../vetting/vetted";
import { applicationJobJson, talentJobColumns } from "./talent-applications";

const fileUrlOf = (id: AnyColumn | SQL) => sql`${FILE_URL_PREFIX}::text || ${id}::text`;
const emptyArray = sql`'[]'::json`;

// Histories and notes are aggregated once per answer, grouped by application, and joined: as correlated subqueries
// they would rescan their tables once per card, and each rescan asks the embedded database's files for their size.
// `cards` picks the applications (a job's, or one), and reads the same inside these CTEs as in the main query.
const histories = (cards: SQL) => sql`select ${applicationEvents.applicationId} as application_id,
    json_agg(json_build_object('from', ${applicationEvents.fromStage}, 'to', ${applicationEvents.toStage}, 'at', ${iso(applicationEvents.at)}) order by ${applicationEvents.id}) as list
  from ${applicationEvents} join ${applications} on ${applications.id} = ${applicationEvents.applicationId}
  where ${cards} group by ${applicationEvents.applicationId}`;

const notes = (cards: SQL) => sql`select ${applicationNotes.applicationId} as application_id,
    json_agg(json_build_object('id', ${applicationNotes.id}, 'body', ${applicationNotes.body}, 'author', ${clients.firstName} || ' ' || ${clients.lastName}, 'created_at', ${iso(applicationNotes.createdAt)}) order by ${applicationNotes.id}) as list
  from ${applicationNotes} join ${clients} on ${clients.id} = ${applicationNotes.authorId}
  join ${applications} on ${applications.id} = ${applicationNotes.applicationId}
  where ${cards} group by ${applicationNotes.applicationId}`;

/** The job's skills (in its order) that the talent has, by catalogue skill or by a custom one, case-insensitively. */
const matchingSkills = sql`coalesce((
  select json_agg(job_skills.skill order by job_skills.n) from job_skills
  where job_skills.ids && ${talentProfiles.skills}
     or job_skills.low = any(array(select lower(custom) from unnest(${talentProfiles.customSkills}) as custom))), ${emptyArray})`;

const rejection = sql`case when ${applications.stage} = 'rejected' and coalesce(${applications.rejectionReason}, '') <> ''
  then json_build_object('reason', ${applications.rejectionReason}, 'message', ${applications.rejectionMessage}) end`;

const jobColumns = { id: jobs.id, ...talentJobColumns };

/** Which applications: a job's (404 "Job not found."), or one (404 "Application not found."). */
export type ApplicationsScope = { jobId: number } | { applicationId: number };

/** The job the scope's applications belong to, if it is one of the client's company's: another's is not found. */
async function ownJobOf(db: Db, clientId: number, scope: ApplicationsScope) {
  const select = () => db.select(jobColumns).from(jobs).innerJoin(companies, eq(companies.id, jobs.companyId));
  if ("jobId" in scope) {
    const [job] = await select().where(and(eq(jobs.id, scope.jobId), eq(companies.clientId, clientId)));
    if (!job) throw apiError("not_found", "Job not found.");
    return job;
  }
  const [job] = await select()
    .innerJoin(applications, eq(applications.jobId, jobs.id))
    .where(and(eq(applications.id, scope.applicationId), eq(companies.clientId, clientId)));
  if (!job) throw apiError("not_found", "Application not found.");
  return job;
}

/**
 * Applications to one of the client's jobs as the company sees them, oldest first, as the JSON text of an array.
 * Postgres builds it in one statement: on the embedded database every row and field handed back to JavaScript
 * costs more than building the JSON does, and the list's text goes out as it came.
 */
export async function clientApplicationsJson(db: Db, clientId: number, scope: ApplicationsScope): Promise<string> {
  const job = await ownJobOf(db, clientId, scope);
  const cards =
    "jobId" in scope ? sql`${applications.jobId} = ${job.id}` : sql`${applications.id} = ${scope.applicationId}`;
  const jobJson = JSON.stringify(applicationJobJson(job));
  const card = sql`json_build_object(
    'id', ${applications.id},
    'job', ${jobJson}::json,
    'stage', ${applications.stage},
    'applied_at', ${iso(applications.createdAt)},
    'updated_at', ${iso(applications.updatedAt)},
    'history', coalesce(histories.list, ${emptyArray}),
    'rejection', ${rejection},
    'talent', json_build_object(
      'name', ${talents.firstName} || ' ' || ${talents.lastName},
      'handle', ${talentProfiles.handle},
      'headline', ${talentProfiles.headline},
      'hourly_rate', ${talentProfiles.hourlyRate},
      'avatar_url', ${fileUrlOf(talentProfiles.avatarFileId)},
      'matching_skills', ${matchingSkills},
      'vetted', ${vettedFlag}),
    'cover_note', ${applications.coverNote},
    'resume_url', ${fileUrlOf(sql`coalesce(${applications.resumeFileId}, ${talentProfiles.resumeFileId})`)},
    'notes', coalesce(notes.list, ${emptyArray}))`;
  const result = (await db.execute(sql`
    with job_skills as materialized (  -- once per answer, not once per card
      select listed.skill, listed.n, lower(listed.skill) as low,
             array(select ${skills.id} from ${skills} where lower(${skills.name}) = lower(listed.skill)) as ids
      from unnest((select ${jobs.skills} from ${jobs} where ${jobs.id} = ${job.id})) with ordinality as listed(skill, n)
    ),
    histories as (${histories(cards)}),
    notes as (${notes(cards)})
    select coalesce(json_agg(${card} order by ${applications.id}), ${emptyArray})::text as body
    from ${applications}
    join ${talents} on ${talents.id} = ${applications.talentId}
    left join ${talentProfiles} on ${talentProfiles.talentId} = ${applications.talentId}
    left join ${talentVetting} on ${talentVetting.talentId} = ${applications.talentId}
    left join histories on histories.application_id = ${applications.id}
    left join notes on notes.application_id = ${applications.id}
    where ${cards}`)) as unknown as { rows: { body: string }[] };
  return result.rows[0]!.body;
}
