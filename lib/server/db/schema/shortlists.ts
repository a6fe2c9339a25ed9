import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import { clients, talents } from "./accounts";

/** A recruiter's named list of talent from the directory. */
export const shortlists = pgTable(
  "shortlists",
  {
    id: serial("id").primaryKey(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("shortlists_client_name_unique").on(t.clientId, sql`lower(${t.name})`)],
);

export const shortlistTalent = pgTable(
  "shortlist_talent",
  {
    shortlistId: integer("shortlist_id")
      .notNull()
      .references(() => shortlists.id, { onDelete: "cascade" }),
    talentId: integer("talent_id")
      .notNull()
      .references(() => talents.id, { onDelete: "cascade" }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shortlistId, t.talentId] }), index("shortlist_talent_talent_idx").on(t.talentId)],
);
