import "server-only";

import { and, eq, gte, lte, sql, type SQL } from "drizzle-orm";

import { todayUtc } from "@/lib/format/date-time";
import type { JobsQuery } from "@/lib/validation/jobs";

import { catalogSkillMatcher } from "../catalog/skill-catalog";
import { jobs } from "../db/schema";
import { eligibleFrom, givenHours, meetsOverlap } from "./remote-fit-filters";

export type JobFilters = Omit<JobsQuery, "page" | "per_page" | "sort">;

const TODAY_UTC = sql`(now() at time zone 'utc')::date`;

/** Stored open but past its closing date: such a job counts as closed everywhere (see lib/jobs/states.ts). */
export const hasLapsed = sql`${jobs.validThrough} < ${TODAY_UTC}`;

// Starts with the literal the partial indexes are declared with (schema/jobs.ts), so the planner can use them.
export const isOpen = sql`${jobs.status} = 'open' and (${jobs.validThrough} is null or ${jobs.validThrough} >= ${TODAY_UTC})`;

const MAX_SEARCH_TERMS = 8;

/**
 * Turns free text into a prefix tsquery ("react dev" → 'react:* & dev:*'), keeping only letters and
 * digits so no user input can break the tsquery syntax. Undefined when nothing searchable remains.
 */
export function toPrefixTsQuery(search: string | undefined): string | undefined {
  const terms = search
    ?.toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, MAX_SEARCH_TERMS);
  return terms && terms.length > 0 ? terms.map((term) => `${term}:*`).join(" & ") : undefined;
}

/** True when the total can come from the job_counts table (no text, skill or rate filter). */
export function hasOnlyCountedFilters(filters: JobFilters): boolean {
  return (
    toPrefixTsQuery(filters.search) === undefined &&
    (filters.skills?.length ?? 0) === 0 &&
    filters.rate_min === undefined &&
    filters.rate_max === undefined &&
    filters.eligible_country === undefined &&
    filters.min_overlap_hours === undefined
  );
}

/**
 * The stored skill keys the asked skills find: their aliases, or the catalogue's names they start
 * (lib/jobs/skill-match.ts). Expanded here, to constants, so the filter stays one `&&` on the GIN index
 * `jobs_open_skill_keys_gin` and the planner sees the very keys it estimates from.
 */
export function skillKeysFor(skills: string[]): string[] {
  return [...new Set(skills.flatMap((skill) => catalogSkillMatcher.keysFor(skill)))];
}

/**
 * `textAsFilter` matches the text with `ts_match_vq`, the function behind `@@`, which no index serves: the planner
 * then walks the sort's index and tests each row, stopping at the page, instead of taking every match from the
 * full-text index first. Only for a text most jobs' pages are dense with (search-terms.ts says when).
 */
export function jobFiltersWhere(filters: JobFilters, { textAsFilter = false } = {}): SQL {
  const conditions: (SQL | undefined)[] = [isOpen];
  const tsQuery = toPrefixTsQuery(filters.search);
  if (tsQuery && textAsFilter) conditions.push(sql`ts_match_vq(${jobs.search}, to_tsquery('english', ${tsQuery}))`);
  else if (tsQuery) conditions.push(sql`${jobs.search} @@ to_tsquery('english', ${tsQuery})`);
  if (filters.category !== undefined) conditions.push(eq(jobs.categoryId, filters.category));
  if (filters.skills && filters.skills.length > 0) {
    const keys = sql.join(
      skillKeysFor(filters.skills).map((skill) => sql`${skill}`),
      sql`, `,
    );
    conditions.push(sql`${jobs.skillKeys} && array[${keys}]::text[]`);
  }
  if (filters.job_type) conditions.push(eq(jobs.jobType, filters.job_type));
  if (filters.experience_level) conditions.push(eq(jobs.experienceLevel, filters.experience_level));
  // Overlap of the job's range with the asked one.
  if (filters.rate_min !== undefined) conditions.push(gte(jobs.rateMax, filters.rate_min));
  if (filters.rate_max !== undefined) conditions.push(lte(jobs.rateMin, filters.rate_max));
  if (filters.eligible_country) conditions.push(eligibleFrom(filters.eligible_country));
  const hours = givenHours(filters);
  if (hours) conditions.push(meetsOverlap(hours, todayUtc()));
  return and(...conditions)!;
}
