import "server-only";

import { sql, type SQL } from "drizzle-orm";

import { todayUtc } from "@/lib/format/date-time";
import type { ZonedHours } from "@/lib/remote/overlap";
import { boundedTotal, TOTAL_CAP } from "@/lib/validation/bounded-total";
import type { DirectoryTalent, TalentSearchPage, TalentSearchQuery, TalentSort } from "@/lib/validation/directory";

import { rowsOf } from "../db/raw-rows";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";
import { overlapMemo, type OverlapOf } from "./overlap-memo";
import { overlapTable, talentHours, type OverlapRow } from "./overlap-table";
import { directoryCard, type DirectoryRow } from "./talent-card";
import { directoryWhere, listableFor, matchedCount, resolveSkills, textRank, type SkillMatch } from "./talent-filters";
import { teamHoursOf } from "./team-hours";

export const NO_TEAM_HOURS_MESSAGE =
  "Set your team's time zone and working hours on your company page to search by overlap.";

const RELEVANCE = sql`matched_count desc, text_rank desc, p.last_active_at desc, p.talent_id desc`;

const ORDER: Record<TalentSort, SQL> = {
  relevance: RELEVANCE,
  rate_asc: sql`p.hourly_rate asc nulls last, ${RELEVANCE}`,
  rate_desc: sql`p.hourly_rate desc nulls last, ${RELEVANCE}`,
  overlap: sql`o.hours desc nulls last, ${RELEVANCE}`,
  recently_active: sql`p.last_active_at desc, p.talent_id desc`,
};

const needsOverlapTable = (query: TalentSearchQuery) =>
  query.min_overlap_hours !== undefined || query.sort === "overlap";

/** A profile's working hours as one key ("zone|start|end"), the form `passingHours` lists them in. */
const HOURS_KEY = sql`(p.timezone || '|' || p.work_start || '|' || p.work_end)`;
const hoursKey = (row: OverlapRow) => `${row.tz}|${row.ws}|${row.we}`;

/**
 * The minimum overlap as a list of the working hours that meet it: the planner keeps the selective filters
 * (skills through their GIN index, text through the document's) in front and checks this on their rows, where
 * a join to the table made it walk every talent of the passing hours first.
 */
function passingHours(table: OverlapRow[], minHours: number): SQL {
  const keys = table.filter((row) => row.hours >= minHours).map((row) => sql`${hoursKey(row)}`);
  return keys.length === 0 ? sql`false` : sql`${HOURS_KEY} = any(array[${sql.join(keys, sql`, `)}]::text[])`;
}

/** The overlap table as a relation to join: one JSON parameter, whatever its size. */
const overlapRelation = (table: OverlapRow[]) =>
  sql`(select * from jsonb_to_recordset(${JSON.stringify(table)}::jsonb) as x(tz text, ws text, we text, hours real))`;

/**
 * The matches the directory ranks: the TOTAL_CAP + 1 most recently active (an order talent_profiles_listable_active_idx
 * serves, and the recently-active sort's own), so ranking and the total stop growing with the number of matches.
 * Past the cap every sort orders the TOTAL_CAP most recently active matches, and the total says "10,000+".
 * `ranked` adds the columns the sorts read, taken from the row the filter has already read.
 */
const matchesOf = (where: SQL, ranked = sql``) => sql`
  select p.talent_id, row_number() over (order by p.last_active_at desc, p.talent_id desc) as ordinal${ranked}
  from talent_profiles p
  where ${where}
  order by p.last_active_at desc, p.talent_id desc
  limit ${TOTAL_CAP + 1}`;

/** What `ORDER` and the overlap join read, under the profile's own column names, so both apply to a match as `p`. */
const rankedColumns = (query: TalentSearchQuery, skills: SkillMatch) => sql`,
  p.last_active_at, p.hourly_rate, p.timezone, p.work_start, p.work_end,
  ${matchedCount(skills)} as matched_count, ${textRank(query)} as text_rank`;

/**
 * The talent directory for a recruiter: vetted talent visible to recruiters (public ones only while the client's
 * email is unverified), filtered, ordered and paged in SQL over a bounded candidate set (`matchesOf`).
 * Each card carries its overlap with the team's hours today and which of the searched skills it has.
 */
export async function searchTalent(
  db: Db,
  clientId: number,
  query: TalentSearchQuery,
  now = new Date(),
): Promise<TalentSearchPage> {
  const team = await teamHoursOf(db, clientId);
  if (needsOverlapTable(query) && !team) {
    const field = query.min_overlap_hours !== undefined ? "min_overlap_hours" : "sort";
    throw apiError("unprocessable", NO_TEAM_HOURS_MESSAGE, { [field]: [NO_TEAM_HOURS_MESSAGE] });
  }
  const date = todayUtc(now);
  const skills = await resolveSkills(db, query.skills ?? []);
  const pageMeta = (counted: number) => ({
    page: query.page,
    per_page: query.per_page,
    ...boundedTotal(counted, query.per_page),
    team_hours: team,
  });
  // Searched skills the catalogue does not know cannot match anyone.
  if ((query.skills?.length ?? 0) > 0 && skills.ids.length === 0) return { data: [], meta: pageMeta(0) };

  const overlapOf = team ? overlapMemo(team, date) : undefined;
  const table = needsOverlapTable(query) && overlapOf ? await overlapTable(db, overlapOf) : [];
  const overlapFilter =
    query.min_overlap_hours !== undefined ? sql` and ${passingHours(table, query.min_overlap_hours)}` : sql``;
  const where = sql`${directoryWhere(query, skills, await listableFor(db, clientId))}${overlapFilter}`;
  // Joined only to sort by it; the cards compute their overlap from the memo.
  const overlapJoin =
    query.sort === "overlap"
      ? sql`left join ${overlapRelation(table)} o on o.tz = p.timezone and o.ws = p.work_start and o.we = p.work_end`
      : sql`left join (select null::real as hours) o on false`;
  // Ranked and paged on the matches alone; only the page's rows are read again, for their cards.
  const rows = await rowsOf<DirectoryRow & { total: number }>(
    db,
    sql`
    with matches as materialized (${matchesOf(where, rankedColumns(query, skills))}),
    page as (
      select p.talent_id, row_number() over (order by ${ORDER[query.sort]}) as position
      from matches p
      ${overlapJoin}
      where p.ordinal <= ${TOTAL_CAP}
      order by position
      limit ${query.per_page} offset ${(query.page - 1) * query.per_page})
    select p.talent_id, p.handle, t.first_name, t.last_name, p.headline, p.avatar_file_id, p.country, p.city,
           p.timezone, p.work_start, p.work_end, p.hourly_rate, p.availability, p.skills, p.last_active_at,
           (select count(*) from matches) as total
    from page
    join talent_profiles p on p.talent_id = page.talent_id
    join talents t on t.id = p.talent_id
    order by page.position`,
  );

  const counted = rows.length > 0 ? Number(rows[0]!.total) : query.page > 1 ? await countMatches(db, where) : 0;
  const data = await directoryCards(db, rows, { team, now, searchedIds: skills.ids, overlapOf });
  return { data, meta: pageMeta(counted) };
}

/** The total for a page past the last one (the count has no row to ride on), bounded like the search's. */
async function countMatches(db: Db, where: SQL): Promise<number> {
  const rows = await rowsOf<{ total: number }>(db, sql`select count(*) as total from (${matchesOf(where)}) matches`);
  return Number(rows[0]?.total ?? 0);
}

type CardOptions = { team: ZonedHours | null; now: Date; searchedIds: number[]; overlapOf?: OverlapOf };

/** Directory rows as cards: skill names in one query, overlap with the team's hours on today's date. */
export async function directoryCards(
  db: Db,
  rows: DirectoryRow[],
  { team, now, searchedIds, overlapOf }: CardOptions,
): Promise<DirectoryTalent[]> {
  const overlap = overlapOf ?? (team ? overlapMemo(team, todayUtc(now)) : undefined);
  const skillIds = [...new Set(rows.flatMap((row) => row.skills))];
  const names = new Map<number, string>();
  if (skillIds.length > 0) {
    const found = await rowsOf<{ id: number; name: string }>(
      db,
      sql`select id, name from skills where id in (${sql.join(
        skillIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    for (const skill of found) names.set(Number(skill.id), skill.name);
  }
  return rows.map((row) => {
    const hours = talentHours(row);
    return directoryCard(row, { names, searchedIds, overlap: overlap && hours ? overlap(hours) : null });
  });
}
