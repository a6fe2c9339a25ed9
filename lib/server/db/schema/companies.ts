import { sql } from "drizzle-orm";
import { integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

import { clients } from "./accounts";
import { storedFiles } from "./profiles";

/** A client's company: one per client, started from the sign-up form; its jobs carry it. */
export const companies = pgTable(
  "companies",
  {
    id: serial("id").primaryKey(),
    clientId: integer("client_id")
      .notNull()
      .unique()
      .references(() => clients.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    logoFileId: uuid("logo_file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    website: text("website"),
    size: text("size"),
    about: text("about"),
    timezone: text("timezone"),
    // The team's working hours ("HH:MM") in `timezone`: the directory's overlap is measured against them.
    workStart: text("work_start"),
    workEnd: text("work_end"),
    // When a manager first approved one of its jobs: until then a publish goes to review (lib/jobs/states.ts).
    jobsApprovedAt: timestamp("jobs_approved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("companies_slug_lower_unique").on(sql`lower(${t.slug})`)],
);
