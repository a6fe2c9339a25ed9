import { sql, type SQL } from "drizzle-orm";
import {
  bigserial,
  customType,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { categories } from "./catalog";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const jobType = pgEnum("job_type", ["hourly", "project", "full_time"]);
export const experienceLevel = pgEnum("experience_level", ["junior", "mid", "senior", "lead"]);
export const jobStatus = pgEnum("job_status", ["open", "closed"]);

export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    companyName: text("company_name").notNull(),
    companyLogoUrl: text("company_logo_url"),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    description: text("description").notNull(),
    // Skill names, lower-cased in `skillKeys` so the array filter can use a GIN index.
    skills: text("skills").array().notNull().default(sql`'{}'::text[]`),
    skillKeys: text("skill_keys").array().notNull().default(sql`'{}'::text[]`),
    jobType: jobType("job_type").notNull(),
    experienceLevel: experienceLevel("experience_level").notNull(),
    location: text("location").notNull(),
    rateMin: integer("rate_min").notNull(),
    rateMax: integer("rate_max").notNull(),
    currency: text("currency").notNull().default("USD"),
    status: jobStatus("status").notNull().default("open"),
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull().defaultNow(),
    searchText: text("search_text").notNull().default(""),
    search: tsvector("search").generatedAlwaysAs(
      (): SQL => sql`to_tsvector('english', ${jobs.searchText})`,
    ),
  },
  (t) => [
    index("jobs_open_posted_idx").on(t.status, t.postedAt.desc(), t.id.desc()),
    index("jobs_open_category_posted_idx").on(t.status, t.categoryId, t.postedAt.desc(), t.id.desc()),
    index("jobs_open_type_posted_idx").on(t.status, t.jobType, t.postedAt.desc()),
    index("jobs_open_level_posted_idx").on(t.status, t.experienceLevel, t.postedAt.desc()),
    index("jobs_open_rate_max_idx").on(t.status, t.rateMax.desc(), t.id),
    index("jobs_open_rate_min_idx").on(t.status, t.rateMin, t.id),
    index("jobs_skill_keys_gin").using("gin", t.skillKeys),
    index("jobs_search_gin").using("gin", t.search),
  ],
);
