import { sql } from "drizzle-orm";
import { bigint, check, integer, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";

import { INTERVIEW_RECOMMENDATIONS } from "@/lib/interviews/scorecard";

import { clients } from "./accounts";
import { interviews } from "./interviews";

const score = (column: string) => smallint(column).notNull();
const recommendations = INTERVIEW_RECOMMENDATIONS.map((value) => `'${value}'`).join(", ");

/** The company's scorecard of a held interview: one per interview, private to the company (never in a talent answer). */
export const interviewFeedback = pgTable(
  "interview_feedback",
  {
    interviewId: bigint("interview_id", { mode: "number" })
      .primaryKey()
      .references(() => interviews.id, { onDelete: "cascade" }),
    // The recruiter who last saved it; kept if that account goes.
    clientId: integer("client_id").references(() => clients.id, { onDelete: "set null" }),
    communication: score("communication"),
    skills: score("skills"),
    hoursFit: score("hours_fit"),
    overall: score("overall"),
    recommendation: text("recommendation").notNull(),
    notes: text("notes").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "interview_feedback_scores",
      sql`${t.communication} between 1 and 4 and ${t.skills} between 1 and 4 and ${t.hoursFit} between 1 and 4 and ${t.overall} between 1 and 4`,
    ),
    check("interview_feedback_recommendation", sql`${t.recommendation} in (${sql.raw(recommendations)})`),
  ],
);
