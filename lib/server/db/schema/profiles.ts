import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { VISIBILITIES } from "@/lib/validation/profile-options";

import { accountKind, talents } from "./accounts";
import { categories } from "./catalog";
import { experienceLevel, jobType } from "./jobs";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

// The directory's listing rule on the profile's own columns; the partial indexes below carry it, and the
// directory's query states it with this exact text so the planner can use them.
export const LISTED_PROFILE = sql`visibility in ('public', 'recruiters') and handle is not null`;

export const profileVisibility = pgEnum("profile_visibility", VISIBILITIES);

export const talentProfiles = pgTable(
  "talent_profiles",
  {
    talentId: integer("talent_id")
      .primaryKey()
      .references(() => talents.id, { onDelete: "cascade" }),
    headline: text("headline"),
    bio: text("bio"),
    location: text("location"),
    timezone: text("timezone"),
    hourlyRate: integer("hourly_rate"),
    yearsExperience: integer("years_experience"),
    availability: text("availability"),
    categoryId: integer("category_id").references(() => categories.id),
    skills: integer("skills")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    customSkills: text("custom_skills")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    jobInterests: text("job_interests")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    industries: text("industries")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    linkedinUrl: text("linkedin_url"),
    githubUrl: text("github_url"),
    portfolioUrl: text("portfolio_url"),
    avatarFileId: uuid("avatar_file_id"),
    resumeFileId: uuid("resume_file_id"),
    experienceLevel: experienceLevel("experience_level"),
    contractTypes: jobType("contract_types")
      .array()
      .notNull()
      .default(sql`'{}'::job_type[]`),
    hoursPerWeek: smallint("hours_per_week"),
    availableFrom: date("available_from", { mode: "string" }),
    country: text("country"),
    city: text("city"),
    // "HH:MM" in the profile's time zone; an end before the start crosses midnight.
    workStart: text("work_start"),
    workEnd: text("work_end"),
    // Null only until the first write assigns one from the name (rows older than handles).
    handle: text("handle"),
    visibility: profileVisibility("visibility").notNull().default("recruiters"),
    onboardingStep: smallint("onboarding_step").notNull().default(0),
    // When the profile first reached the apply threshold (weekly "complete profiles" metric).
    completedAt: timestamp("completed_at", { withTimezone: true }),
    // Last sign-in or profile save: the directory's "recently active" order.
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // What the directory's text search looks in (name, headline, bio, custom and catalogue skills), kept current by
    // triggers on talent_profiles and talents (drizzle/0008_talent_search_and_fit_counts.sql).
    searchDocument: tsvector("search_document")
      .notNull()
      .default(sql`''::tsvector`),
    // Listable: the directory may list this talent (vetted, not suspended, and LISTED_PROFILE), kept current by
    // triggers on talent_profiles, talent_vetting and talents (drizzle/0024_listable_talent.sql).
    listable: boolean("listable").notNull().default(false),
  },
  (t) => [
    // The race for a handle is decided here, case-insensitively.
    uniqueIndex("talent_profiles_handle_lower_unique").on(sql`lower(${t.handle})`),
    check("talent_profiles_hours_per_week_range", sql`${t.hoursPerWeek} between 1 and 80`),
    check("talent_profiles_onboarding_step_range", sql`${t.onboardingStep} between 0 and 5`),
    // The directory filters on skills (array overlap) and sorts by rate and activity.
    index("talent_profiles_skills_gin").using("gin", t.skills),
    index("talent_profiles_last_active_idx").on(t.lastActiveAt.desc(), t.talentId),
    index("talent_profiles_search_document_gin").using("gin", t.searchDocument),
    // The directory's candidates, most recently active first: one index for "listable", without a join.
    index("talent_profiles_listable_active_idx")
      .on(t.lastActiveAt.desc(), t.talentId.desc())
      .where(sql`listable`),
    // Listed profiles by their working hours: the overlap table's distinct (zone, start, end) and its join.
    index("talent_profiles_listed_hours_idx").on(t.timezone, t.workStart, t.workEnd, t.talentId).where(LISTED_PROFILE),
    check("talent_profiles_work_hours_pair", sql`(${t.workStart} is null) = (${t.workEnd} is null)`),
  ],
);

/** A talent's work history, in the order the talent gave it. */
export const talentExperiences = pgTable(
  "talent_experiences",
  {
    id: serial("id").primaryKey(),
    talentId: integer("talent_id")
      .notNull()
      .references(() => talents.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    title: text("title").notNull(),
    company: text("company").notNull(),
    // "YYYY-MM"; text compares in calendar order.
    startMonth: text("start_month").notNull(),
    endMonth: text("end_month"),
    current: boolean("current").notNull().default(false),
    description: text("description"),
  },
  (t) => [
    uniqueIndex("talent_experiences_talent_position_unique").on(t.talentId, t.position),
    check("talent_experiences_end_after_start", sql`${t.endMonth} is null or ${t.endMonth} >= ${t.startMonth}`),
    check("talent_experiences_current_has_no_end", sql`not (${t.current} and ${t.endMonth} is not null)`),
  ],
);

// Uploaded files live in the database by default so every instance can serve them.
export const storedFiles = pgTable(
  "stored_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerKind: accountKind("owner_kind").notNull(),
    ownerId: integer("owner_id").notNull(),
    purpose: text("purpose").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    data: bytea("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("stored_files_owner_idx").on(t.ownerKind, t.ownerId)],
);
