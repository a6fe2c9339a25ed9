import { sql, type SQL } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";

import type { JobRevisionContent } from "@/lib/jobs/revision";
import { JOB_STATUS_ENUM_ORDER } from "@/lib/jobs/states";
import { EXPERIENCE_LEVELS, JOB_TYPES } from "@/lib/validation/jobs";

import { categories } from "./catalog";
import { companies } from "./companies";

// Every list query filters on open jobs with this exact literal, so the partial indexes apply.
const OPEN = sql`status = 'open'`;

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const jobType = pgEnum("job_type", JOB_TYPES);
export const experienceLevel = pgEnum("experience_level", EXPERIENCE_LEVELS);
// The moves between these live in lib/jobs/states.ts, nowhere else.
export const jobStatus = pgEnum("job_status", JOB_STATUS_ENUM_ORDER);

export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    companyName: text("company_name").notNull(),
    companyLogoUrl: text("company_logo_url"),
    // Null only for generated scale-test jobs; every posted or demo job belongs to a company.
    companyId: integer("company_id").references(() => companies.id),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    description: text("description").notNull(),
    // Skill names, lower-cased in `skillKeys` so the array filter can use a GIN index.
    skills: text("skills")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    skillKeys: text("skill_keys")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    jobType: jobType("job_type").notNull(),
    experienceLevel: experienceLevel("experience_level").notNull(),
    location: text("location").notNull(),
    rateMin: integer("rate_min").notNull(),
    rateMax: integer("rate_max").notNull(),
    currency: text("currency").notNull().default("USD"),
    status: jobStatus("status").notNull().default("open"),
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // The last day (UTC) the job takes applications; after it the job counts as closed.
    validThrough: date("valid_through", { mode: "string" }),
    // A manager's reason for sending a job under review back to draft: the recruiter sees it until resubmitting.
    reviewRejection: text("review_rejection"),
    // Closed because its company's owner was suspended: reinstating reopens exactly these.
    closedBySuspension: boolean("closed_by_suspension").notNull().default(false),
    // Closed by a manager (a report, or any reason): only a manager reopens it; the recruiter reads the reason.
    platformClosedAt: timestamp("platform_closed_at", { withTimezone: true }),
    platformCloseReason: text("platform_close_reason"),
    // A published job's changed title, description, rate or skills, waiting for a manager; the columns above stay
    // public until it is approved. A manager's rejection clears it and leaves the reason for the recruiter.
    revision: jsonb("revision").$type<JobRevisionContent>(),
    revisionSubmittedAt: timestamp("revision_submitted_at", { withTimezone: true }),
    revisionRejection: text("revision_rejection"),
    // Where the job can hire from (lib/remote/regions.ts): anywhere, or the countries and regions chosen.
    hiresAnywhere: boolean("hires_anywhere").notNull().default(true),
    hiresCountries: text("hires_countries")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    hiresRegions: text("hires_regions")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // The chosen countries plus every country of the chosen regions: what the eligibility filter reads.
    eligibleCountries: text("eligible_countries")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // A required overlap: working hours ("HH:MM") in an IANA time zone and the minimum shared hours; all or none.
    overlapTimezone: text("overlap_timezone"),
    overlapStart: text("overlap_start"),
    overlapEnd: text("overlap_end"),
    overlapMinHours: smallint("overlap_min_hours"),
    searchText: text("search_text").notNull().default(""),
    search: tsvector("search").generatedAlwaysAs((): SQL => sql`to_tsvector('english', ${jobs.searchText})`),
  },
  // Partial indexes over open jobs only, one per filter-with-sort the list serves, each ending in the
  // sort's tie-breaker so `order by … limit 12` reads just 12 index entries. Orders are NULLS FIRST
  // for DESC (Postgres' default), matching the queries in lib/server/jobs/list-jobs.ts.
  (t) => [
    index("jobs_open_posted_idx").on(t.postedAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(OPEN),
    index("jobs_open_category_posted_idx")
      .on(t.categoryId, t.postedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(OPEN),
    index("jobs_open_type_posted_idx")
      .on(t.jobType, t.postedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(OPEN),
    index("jobs_open_level_posted_idx")
      .on(t.experienceLevel, t.postedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(OPEN),
    index("jobs_open_rate_high_idx").on(t.rateMax.desc().nullsFirst(), t.id.desc().nullsFirst()).where(OPEN),
    index("jobs_open_rate_low_idx").on(t.rateMin.asc().nullsLast(), t.id.asc().nullsLast()).where(OPEN),
    index("jobs_open_skill_keys_gin").using("gin", t.skillKeys).where(OPEN),
    index("jobs_open_search_gin").using("gin", t.search).where(OPEN),
    // Few open jobs carry a closing date: counting the lapsed ones reads only these entries.
    index("jobs_open_valid_through_idx")
      .on(t.validThrough)
      .where(sql`status = 'open' and valid_through is not null`),
    index("jobs_company_idx").on(t.companyId, t.id),
    index("jobs_open_eligible_countries_gin")
      .using("gin", t.eligibleCountries)
      .where(sql`status = 'open' and not hires_anywhere`),
    check(
      "jobs_overlap_all_or_none",
      sql`(${t.overlapTimezone} is null) = (${t.overlapStart} is null) and (${t.overlapStart} is null) = (${t.overlapEnd} is null) and (${t.overlapEnd} is null) = (${t.overlapMinHours} is null)`,
    ),
    check("jobs_overlap_min_hours_range", sql`${t.overlapMinHours} between 1 and 24`),
    check("jobs_hires_somewhere", sql`${t.hiresAnywhere} or cardinality(${t.eligibleCountries}) > 0`),
  ],
);

/**
 * Open jobs per (category, type, level), kept exact by statement-level triggers on `jobs`
 * (drizzle/0002_job_counts.sql), so the list's total for those filters never counts rows.
 */
export const jobCounts = pgTable(
  "job_counts",
  {
    categoryId: integer("category_id").notNull(),
    jobType: jobType("job_type").notNull(),
    experienceLevel: experienceLevel("experience_level").notNull(),
    openCount: bigint("open_count", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.jobType, t.experienceLevel] })],
);

/**
 * Open jobs per (category, type, level) and remote fit: whether the job hires from anywhere, and its required
 * overlap (null when none). Kept exact by the same statement-level triggers as `job_counts` (their function is
 * extended in drizzle/0008), so the totals for the eligibility and overlap filters sum a few hundred rows
 * instead of counting jobs (lib/server/jobs/count-fit.ts).
 */
export const jobFitCounts = pgTable(
  "job_fit_counts",
  {
    categoryId: integer("category_id").notNull(),
    jobType: jobType("job_type").notNull(),
    experienceLevel: experienceLevel("experience_level").notNull(),
    hiresAnywhere: boolean("hires_anywhere").notNull(),
    overlapTimezone: text("overlap_timezone"),
    overlapStart: text("overlap_start"),
    overlapEnd: text("overlap_end"),
    overlapMinHours: smallint("overlap_min_hours"),
    openCount: bigint("open_count", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    unique("job_fit_counts_group")
      .on(
        t.categoryId,
        t.jobType,
        t.experienceLevel,
        t.hiresAnywhere,
        t.overlapTimezone,
        t.overlapStart,
        t.overlapEnd,
        t.overlapMinHours,
      )
      .nullsNotDistinct(),
  ],
);

/**
 * Open jobs per lexeme of their search vector, kept exact by statement-level triggers on `jobs`
 * (drizzle/0025_job_search_terms.sql). A one-word search reads here whether its word is common: the jobs holding
 * the likeliest lexeme are a lower bound of its matches (lib/server/jobs/search-terms.ts).
 */
export const jobSearchTerms = pgTable(
  "job_search_terms",
  {
    lexeme: text("lexeme").primaryKey(),
    openCount: bigint("open_count", { mode: "number" }).notNull().default(0),
  },
  // `like 'stem%'` (a prefix search's lexemes) reads a range of this index whatever the database's collation.
  (t) => [index("job_search_terms_prefix_idx").on(t.lexeme.op("text_pattern_ops"))],
);

/** Bumped by the same triggers on every write to `jobs`: the version that keys cached counts. */
export const jobChangesSeq = pgSequence("job_changes_seq");
