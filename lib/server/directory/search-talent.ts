import "server-only";

import { sql, type SQL } from "drizzle-orm";

import { todayUtc } from "@/lib/format/date-time";
import type { ZonedHours } from "@/lib/remote/overlap";
import type { DirectoryTalent, TalentSearchPage, TalentSearchQuery, TalentSort } from "@/lib/validation/directory";

import { rowsOf } from "../db/raw-rows";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";
import { overlapMemo, type OverlapOf } from "./overlap-memo";
import { overlapTable, talentHours, type OverlapRow } from "./overlap-table";
import { directoryCard, type DirectoryRow } from "./talent-card";
import { DIRECTORY_FROM, directoryWhere, listableFor, matchedCount, resolveSkills, textRank } from "./talent-filters";
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
 * The talent directory for a recruiter: vetted talent visible to recruiters (public ones only while the client's
 * email is unverified), filtered, ordered and paged in SQL.
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
  const empty = {
    data: [],
    meta: { page: query.page, per_page: query.per_page, total: 0, last_page: 1, team_hours: team },
  };
  // Searched skills the catalogue does not know cannot match anyone.
  if ((query.skills?.length ?? 0) > 0 && skills.ids.length === 0) return empty;

  const where = directoryWhere(query, skills, await listableFor(db, clientId));
  const overlapOf = team ? overlapMemo(team, date) : undefined;
  const table = needsOverlapTable(query) && overlapOf ? await overlapTable(db, where, overlapOf) : [];
  // Joined only to sort by it; the cards compute their overlap from the memo.
  const overlapJoin =
    query.sort === "overlap"
      ? sql`left join ${overlapRelation(table)} o on o.tz = p.timezone and o.ws = p.work_start and o.we = p.work_end`
      : sql`left join (select null::real as hours) o on false`;
  const overlapFilter =
    query.min_overlap_hours !== undefined ? sql` and ${passingHours(table, query.min_overlap_hours)}` : sql``;
  const rows = await rowsOf<DirectoryRow & { total: number }>(
    db,
    sql`
    select p.talent_id, p.handle, t.first_name, t.last_name, p.headline, p.avatar_file_id, p.country, p.city,
           p.timezone, p.work_start, p.work_end, p.hourly_rate, p.availability, p.skills, p.last_active_at,
           ${matchedCount(skills)} as matched_count, ${textRank(query)} as text_rank, count(*) over () as total
    from ${DIRECTORY_FROM} ${overlapJoin}
    where ${where}${overlapFilter}
    order by ${ORDER[query.sort]}
    limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
  );

  const total =
    rows.length > 0
      ? Number(rows[0]!.total)
      : query.page > 1
        ? await countMatches(db, where, overlapJoin, overlapFilter)
        : 0;
  const data = await directoryCards(db, rows, { team, now, searchedIds: skills.ids, overlapOf });
  return { data, meta: { ...empty.meta, total, last_page: Math.max(1, Math.ceil(total / query.per_page)) } };
}

/** The total for a page past the last one (the window count has no row to ride on). */
async function countMatches(db: Db, where: SQL, overlapJoin: SQL, overlapFilter: SQL): Promise<number> {
  const rows = await rowsOf<{ total: number }>(
    db,
    sql`select count(*) as total from ${DIRECTORY_FROM} ${overlapJoin} where ${where}${overlapFilter}`,
  );
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
