import { sql } from "drizzle-orm";
import { customType, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { accountKind, talents } from "./accounts";
import { categories } from "./catalog";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const talentProfiles = pgTable("talent_profiles", {
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
  skills: integer("skills").array().notNull().default(sql`'{}'::integer[]`),
  customSkills: text("custom_skills").array().notNull().default(sql`'{}'::text[]`),
  jobInterests: text("job_interests").array().notNull().default(sql`'{}'::text[]`),
  industries: text("industries").array().notNull().default(sql`'{}'::text[]`),
  linkedinUrl: text("linkedin_url"),
  githubUrl: text("github_url"),
  portfolioUrl: text("portfolio_url"),
  avatarFileId: uuid("avatar_file_id"),
  resumeFileId: uuid("resume_file_id"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

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
