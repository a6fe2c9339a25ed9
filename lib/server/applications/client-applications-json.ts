import "server-only";

import { and, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";

import { decodeBoardCursor, encodeBoardCursor } from "@/lib/applications/board-pages";
import { APPLICATION_STAGES, type ApplicationStage } from "@/lib/applications/stages";
import type { JobApplicationsQuery, StagePage } from "@/lib/validation/applications";

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
type ApplicationsScope = { jobId: number } | { applicationId: number };

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

/** The JSON of one card (an application row joined as in `cardsStatement`), as the company sees it. */
function cardJson(jobJson: string) {
  return sql`json_build_object(
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
}

/**
 * One statement answering the cards `cards` picks as the JSON text of an array, in `order`: Postgres builds it,
 * since on the embedded database every row and field handed back to JavaScript costs more than building the JSON
 * does, and the text goes out as it came. `before` adds CTEs that `cards`, `order` and `extra` may read; `extra`
 * adds columns to the answer's one row.
 */
function cardsStatement(
  job: { id: number } & Parameters<typeof applicationJobJson>[0],
  cards: SQL,
  { before, order, extra }: { before?: SQL; order: SQL; extra?: SQL },
) {
  return sql`
    with job_skills as materialized (  -- once per answer, not once per card
      select listed.skill, listed.n, lower(listed.skill) as low,
             array(select ${skills.id} from ${skills} where lower(${skills.name}) = lower(listed.skill)) as ids
      from unnest((select ${jobs.skills} from ${jobs} where ${jobs.id} = ${job.id})) with ordinality as listed(skill, n)
    ),
    ${before ? sql`${before},` : sql``}
    histories as (${histories(cards)}),
    notes as (${notes(cards)})
    select coalesce(json_agg(${cardJson(JSON.stringify(applicationJobJson(job)))} order by ${order}), ${emptyArray})::text as body
    ${extra ? sql`, ${extra}` : sql``}
    from ${applications}
    join ${talents} on ${talents.id} = ${applications.talentId}
    left join ${talentProfiles} on ${talentProfiles.talentId} = ${applications.talentId}
    left join ${talentVetting} on ${talentVetting.talentId} = ${applications.talentId}
    left join histories on histories.application_id = ${applications.id}
    left join notes on notes.application_id = ${applications.id}
    where ${cards}`;
}

/** One application to one of the client's jobs, as the JSON text of a one-card array. */
export async function clientApplicationJson(db: Db, clientId: number, applicationId: number): Promise<string> {
  const job = await ownJobOf(db, clientId, { applicationId });
  const cards = sql`${applications.id} = ${applicationId}`;
  const result = (await db.execute(cardsStatement(job, cards, { order: sql`${applications.id}` }))) as unknown as {
    rows: { body: string }[];
  };
  return result.rows[0]!.body;
}

type PageRow = {
  body: string;
  counts: Record<string, number> | null;
  ends: { stage: string; last_id: number; more: boolean }[] | null;
};

/**
 * A page of one of the client's jobs' board as the JSON text of the whole answer (`{ data, meta }`): every stage's
 * first `limit` cards, or one stage's after the cursor, with each stage's count and next cursor. A page starts after
 * the cursor's id (no offset to skip), and only its cards are built into JSON, whatever the stage's size.
 */
export async function jobApplicationsPageJson(
  db: Db,
  clientId: number,
  jobId: number,
  query: JobApplicationsQuery,
): Promise<string> {
  const job = await ownJobOf(db, clientId, { jobId });
  const stages = query.stage ? [query.stage] : [...APPLICATION_STAGES];
  const afterId = query.cursor ? decodeBoardCursor(query.cursor)!.afterId : 0;
  const stageArray = sql`array[${sql.join(
    stages.map((stage) => sql`${stage}`),
    sql`, `,
  )}]::application_stage[]`;
  // One row more than the page per stage says whether the stage goes on.
  const picked = sql`picked as materialized (
      select page.id, listed.stage, page.n
      from unnest(${stageArray}) as listed(stage)
      cross join lateral (
        select ${applications.id} as id, row_number() over (order by ${applications.id}) as n
        from ${applications}
        where ${applications.jobId} = ${job.id} and ${applications.stage} = listed.stage and ${applications.id} > ${afterId}
        order by ${applications.id} limit ${query.limit + 1}
      ) as page
    )`;
  const extra = sql`(select json_object_agg(counted.stage, counted.n) from (
        select ${applications.stage} as stage, count(*)::int as n from ${applications}
        where ${applications.jobId} = ${job.id} and ${applications.stage} = any(${stageArray})
        group by ${applications.stage}) as counted) as counts,
      (select json_agg(json_build_object('stage', ended.stage, 'last_id', ended.last_id, 'more', ended.more)) from (
        select picked.stage, max(picked.id) filter (where picked.n <= ${query.limit}) as last_id,
               bool_or(picked.n > ${query.limit}) as more
        from picked group by picked.stage) as ended) as ends`;
  const result = (await db.execute(
    cardsStatement(job, sql`${applications.id} in (select picked.id from picked where picked.n <= ${query.limit})`, {
      before: picked,
      // The enum sorts in pipeline order: the stages' pages one after another.
      order: sql`${applications.stage}, ${applications.id}`,
      extra,
    }),
  )) as unknown as { rows: PageRow[] };
  const row = result.rows[0]!;
  const meta = { stages: Object.fromEntries(stages.map((stage) => [stage, stagePage(stage, row)])) };
  return `{"data":${row.body},"meta":${JSON.stringify(meta)}}`;
}

function stagePage(stage: ApplicationStage, row: PageRow): StagePage {
  const end = row.ends?.find((one) => one.stage === stage);
  return {
    count: row.counts?.[stage] ?? 0,
    next_cursor: end?.more ? encodeBoardCursor({ stage, afterId: Number(end.last_id) }) : null,
  };
}
