import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import { managers } from "./accounts";
import { engagements } from "./engagements";

/**
 * One side's review of an ended engagement (lib/server/reviews): the talent reviews the company, the client the talent.
 * One per side (`engagement_id`, `author_kind`); double-blind until released (lib/reviews/release.ts).
 */
export const reviews = pgTable(
  "reviews",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    engagementId: bigint("engagement_id", { mode: "number" })
      .notNull()
      .references(() => engagements.id, { onDelete: "cascade" }),
    authorKind: text("author_kind").notNull(),
    // The talent or the recruiter who wrote it.
    authorId: integer("author_id").notNull(),
    // The reviewed side: the talent's id (by a client) or the company's id (by the talent).
    subjectKind: text("subject_kind").notNull(),
    subjectId: integer("subject_id").notNull(),
    rating: smallint("rating").notNull(),
    text: text("text").notNull(),
    communication: smallint("communication"),
    clarityOfWork: smallint("clarity_of_work"),
    paymentsOnTime: smallint("payments_on_time"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenBy: integer("hidden_by").references(() => managers.id, { onDelete: "set null" }),
    hiddenReason: text("hidden_reason"),
  },
  (t) => [
    uniqueIndex("reviews_engagement_author_kind").on(t.engagementId, t.authorKind),
    index("reviews_subject").on(t.subjectKind, t.subjectId),
    check("reviews_author_kind", sql`${t.authorKind} in ('talent', 'client')`),
    check("reviews_subject_kind", sql`${t.subjectKind} in ('talent', 'company')`),
    check("reviews_rating", sql`${t.rating} between 1 and 5`),
    check("reviews_text_length", sql`char_length(${t.text}) <= 2000`),
    check(
      "reviews_aspects",
      sql`(${t.communication} is null or ${t.communication} between 1 and 5) and (${t.clarityOfWork} is null or ${t.clarityOfWork} between 1 and 5) and (${t.paymentsOnTime} is null or ${t.paymentsOnTime} between 1 and 5)`,
    ),
  ],
);
