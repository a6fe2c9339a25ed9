import "server-only";

import { sql } from "drizzle-orm";

import { TOTAL_CAP } from "@/lib/validation/bounded-total";

import { jobCounts, jobs, jobSearchTerms } from "../db/schema";
import type { Db } from "../db/types";
import { hasLapsed, hasOnlyCountedFilters, toPrefixTsQuery, type JobFilters } from "./job-filters";

/*
 * Why a one-word search asks `job_search_terms` first: the full-text index can only hand back every match at once
 * (a bitmap of all of them) before any LIMIT applies, so a common word cost as much as it had matches: 58,143 for
 * `react:*` at 1,000,000 jobs, for the page and again for the capped count. The table (kept exact by triggers,
 * drizzle/0025) says how many open jobs hold each lexeme. The jobs holding the commonest lexeme the word's prefix
 * finds, less every open job past its closing date, is a lower bound of the matches; when it passes the cap the
 * count is known to be "10,000+" without reading a row, and when matches are dense the page is read by walking the
 * sort's own index with the text as a filter, which stops after the page.
 */

/** What `job_search_terms` proves of a search: at least this many open jobs match, out of `openJobs`. */
export type SearchTermBound = { atLeast: number; openJobs: number };

/** The one word of a search that is the list's only filter; undefined otherwise (the count tables cannot say more). */
function loneSearchWord(filters: JobFilters): string | undefined {
  const tsQuery = toPrefixTsQuery(filters.search);
  if (!tsQuery || tsQuery.includes("&")) return undefined;
  const { category, job_type: jobType, experience_level: experienceLevel } = filters;
  if (category !== undefined || jobType || experienceLevel) return undefined;
  if (!hasOnlyCountedFilters({ ...filters, search: undefined })) return undefined;
  return tsQuery.slice(0, -":*".length);
}

/** The lower bound for a one-word search with no other filter (one indexed read), or null for any other query. */
export async function searchTermBound(db: Db, filters: JobFilters): Promise<SearchTermBound | null> {
  const word = loneSearchWord(filters);
  if (word === undefined) return null;
  // The word's stem as to_tsquery makes it; `like 'stem%'` ranges over the prefix index, and the `@@` keeps only
  // lexemes the search's own tsquery finds, so the bound holds whatever the stemmer did.
  const [row] = await db
    .select({
      most: sql<string>`coalesce(max(${jobSearchTerms.openCount}), 0)`,
      openJobs: sql<string>`(select coalesce(sum(${jobCounts.openCount}), 0) from ${jobCounts})`,
      lapsed: sql<string>`(select count(*) from ${jobs} where ${jobs.status} = 'open' and ${hasLapsed})`,
    })
    .from(jobSearchTerms)
    .where(
      sql`${jobSearchTerms.lexeme} like (tsvector_to_array(to_tsvector('english', ${word})))[1] || '%'
        and array_to_tsvector(array[${jobSearchTerms.lexeme}]) @@ to_tsquery('english', ${`${word}:*`})`,
    );
  const most = Number(row?.most ?? 0);
  const lapsed = Number(row?.lapsed ?? 0);
  return { atLeast: Math.max(0, most - lapsed), openJobs: Number(row?.openJobs ?? 0) };
}

/** True when the bound alone says the capped count: more than TOTAL_CAP match. */
export const passesCap = (bound: SearchTermBound | null) => bound !== null && bound.atLeast > TOTAL_CAP;

/**
 * True when walking the sort's index, filtering by the text, reads fewer rows than the full-text index would hand
 * back: about `rows × openJobs / matches` entries to fill the first `rows`, against every match.
 */
export const readsByOrder = (bound: SearchTermBound | null, rows: number) =>
  bound !== null && bound.atLeast > 0 && bound.atLeast * bound.atLeast >= rows * bound.openJobs;
