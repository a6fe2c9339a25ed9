import "server-only";

import { sql, type SQL } from "drizzle-orm";

import type { TalentSearchQuery } from "@/lib/validation/directory";

import { unverifiedEmail } from "../accounts/email-verification";
import { rowsOf } from "../db/raw-rows";
import type { Db } from "../db/types";
import { toPrefixTsQuery } from "../jobs/job-filters";

export type SkillMatch = { ids: number[]; names: Map<number, string> };

/** The catalogue skills named in the search (any category), by lower(name): skills_name_lower_idx serves it. */
export async function resolveSkills(db: Db, names: string[]): Promise<SkillMatch> {
  if (names.length === 0) return { ids: [], names: new Map() };
  const lowered = sql.join(
    names.map((name) => sql`${name.toLowerCase()}`),
    sql`, `,
  );
  const rows = await rowsOf<{ id: number; name: string }>(
    db,
    sql`select id, name from skills where lower(name) in (${lowered})`,
  );
  return { ids: rows.map((row) => Number(row.id)), names: new Map(rows.map((row) => [Number(row.id), row.name])) };
}

export const intArray = (ids: number[]) =>
  ids.length === 0
    ? sql`'{}'::int[]`
    : sql`array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::int[]`;

/**
 * The text a search looks in (name, headline, bio, custom skills and the catalogue skills' names), stored and
 * kept current by triggers (drizzle/0008_talent_search_and_fit_counts.sql) with a GIN index.
 */
const searchDocument = sql`p.search_document`;

/**
 * Who the directory may list at all, over `talent_profiles p`: the stored flag (vetted, not suspended, visible to
 * recruiters, with a handle; drizzle/0024_listable_talent.sql keeps it current), which
 * talent_profiles_listable_active_idx carries, so no match is joined to talent_vetting and talents to check it.
 */
export const LISTABLE = sql`p.listable`;

/**
 * Who the directory may list for this client: "visible to recruiters" means to a client whose email is verified,
 * so an unverified one finds public profiles only (in search, in its shortlists and when saving to one).
 */
export async function listableFor(db: Db, clientId: number): Promise<SQL> {
  return (await unverifiedEmail(db, "client", clientId)) === null
    ? LISTABLE
    : sql`${LISTABLE} and p.visibility = 'public'`;
}

export function textRank(query: TalentSearchQuery): SQL {
  const tsQuery = toPrefixTsQuery(query.q);
  return tsQuery ? sql`ts_rank(${searchDocument}, to_tsquery('simple', ${tsQuery}))` : sql`0`;
}

/** How many of the searched skills the talent has. */
export const matchedCount = (skills: SkillMatch) =>
  skills.ids.length === 0
    ? sql`0`
    : sql`cardinality(array(select unnest(p.skills) intersect select unnest(${intArray(skills.ids)})))`;

/**
 * Who the directory may list for the client (`listableFor`) and the searched filters, over `talent_profiles p`.
 * Skills use the GIN index on p.skills (&&), the text search the stored document's GIN index.
 */
export function directoryWhere(query: TalentSearchQuery, skills: SkillMatch, listable: SQL): SQL {
  const conditions: SQL[] = [listable];
  const tsQuery = toPrefixTsQuery(query.q);
  if (tsQuery) conditions.push(sql`${searchDocument} @@ to_tsquery('simple', ${tsQuery})`);
  if (query.skills && query.skills.length > 0) conditions.push(sql`p.skills && ${intArray(skills.ids)}`);
  if (query.category !== undefined) conditions.push(sql`p.category_id = ${query.category}`);
  if (query.rate_min !== undefined) conditions.push(sql`p.hourly_rate >= ${query.rate_min}`);
  if (query.rate_max !== undefined) conditions.push(sql`p.hourly_rate <= ${query.rate_max}`);
  if (query.availability) conditions.push(sql`p.availability = ${query.availability}`);
  if (query.country) conditions.push(sql`p.country = ${query.country}`);
  return sql.join(conditions, sql` and `);
}
