import "server-only";
import { and, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { applicationEvents, applicationNotes, applications, clients, companies, jobs, skills, talentProfiles, talents, talentVetting } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";
import { FILE_URL_PREFIX } from "../companies/company-json";
import { readerStatus } from "../jobs/job-states";
import { vettedFlag } from "../vetting/vetted";

/** A timestamp as JavaScript's `toISOString` writes it (UTC, milliseconds, "Z"), which the other answers use. */
const iso = (at: AnyColumn | SQL) => sql`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const fileUrlOf = (id: AnyColumn | SQL) => sql`${FILE_URL_PREFIX}::text || ${id}::text`;
const emptyArray = sql`'[]'::json`;

// Histories and notes are aggregated once per job, grouped by application, and joined: as correlated subqueries
// they would rescan their tables once per card, and each rescan asks the embedded database's files for their size.
const histories = (jobId: number) => sql`select ${applicationEvents.applicationId} as application_id,
    json_agg(json_build_object('from', ${applicationEvents.fromStage}, 'to', ${applicationEvents.toStage}, 'at', ${iso(applicationEvents.at)}) order by ${applicationEvents.id}) as list
  from ${applicationEvents} join ${applications} on ${applications.id} = ${applicationEvents.applicationId}
  where ${applications.jobId} = ${jobId} group by ${applicationEvents.applicationId}`;

const notes = (jobId: number) => sql`select ${applicationNotes.applicationId} as application_id,
    json_agg(json_build_object('id', ${applicationNotes.id}, 'body', ${applicationNotes.body}, 'author', ${clients.firstName} || ' ' || ${clients.lastName}, 'created_at', ${iso(applicationNotes.createdAt)}) order by ${applicationNotes.id}) as list
  from ${applicationNotes} join ${clients} on ${clients.id} = ${applicationNotes.authorId}
  join ${applications} on ${applications.id} = ${applicationNotes.applicationId}
  where ${applications.jobId} = ${jobId} group by ${applicationNotes.applicationId}`;

/** The job's skills (in its order) that the talent has, by catalogue skill or by a custom one, case-insensitively. */
const matchingSkills = sql`coalesce((
  select json_agg(job_skills.skill order by job_skills.n) from job_skills
  where job_skills.ids && ${talentProfiles.skills}
     or job_skills.low = any(array(select lower(custom) from unnest(${talentProfiles.customSkills}) as custom))), ${emptyArray})`;

const rejection = sql`case when ${applications.stage} = 'rejected' and coalesce(${applications.rejectionReason}, '') <> ''
  then json_build_object('reason', ${applications.rejectionReason}, 'message', ${applications.rejectionMessage}) end`;

/**
 * The applications to one of the client's jobs, oldest first, as the JSON text of the API's `data` array, the same
 * objects `clientApplication` builds one at a time. Postgres builds the whole array in one statement: on the embedded
 * database every row and field handed back to JavaScript costs more than building the JSON does, and the text goes
 * out as it came. 404 for another company's job.
 */
export async function jobApplicantsJson(db: Db, clientId: number, jobId: number): Promise<string> {
  const [job] = await db
    .select({ slug: jobs.slug, title: jobs.title, status: jobs.status, validThrough: jobs.validThrough, companyName: jobs.companyName, companyLogoUrl: jobs.companyLogoUrl, companySlug: companies.slug })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobs.id, jobId), eq(companies.clientId, clientId)));
  if (!job) throw apiError("not_found", "Job not found.");
  const jobJson = JSON.stringify({
    slug: job.slug,
    title: job.title,
    status: readerStatus(job.status, job.validThrough),
    company: { name: job.companyName, slug: job.companySlug, logo_url: job.companyLogoUrl },
  });
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
      from unnest((select ${jobs.skills} from ${jobs} where ${jobs.id} = ${jobId})) with ordinality as listed(skill, n)
    ),
    histories as (${histories(jobId)}),
    notes as (${notes(jobId)})
    select coalesce(json_agg(${card} order by ${applications.id}), ${emptyArray})::text as body
    from ${applications}
    join ${talents} on ${talents.id} = ${applications.talentId}
    left join ${talentProfiles} on ${talentProfiles.talentId} = ${applications.talentId}
    left join ${talentVetting} on ${talentVetting.talentId} = ${applications.talentId}
    left join histories on histories.application_id = ${applications.id}
    left join notes on notes.application_id = ${applications.id}
    where ${applications.jobId} = ${jobId}`)) as unknown as { rows: { body: string }[] };
  return result.rows[0]!.body;
}
