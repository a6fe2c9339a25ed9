import { integer, pgEnum, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

import { RUN_OUTCOMES } from "@/lib/runs/outcomes";

import { clients } from "./accounts";

export const runOutcome = pgEnum("run_outcome", RUN_OUTCOMES);

/**
 * One row per named run (lib/server/runs/registry.ts): its last start, end, outcome and one-line summary.
 * `running_until` is the lease of the instance running it; a run is claimed by a conditional update on it.
 */
export const runs = pgTable("runs", {
  name: text("name").primaryKey(),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
  lastOutcome: runOutcome("last_outcome"),
  lastSummary: text("last_summary"),
  runningUntil: timestamp("running_until", { withTimezone: true }),
});

/** One row per client and ISO week (`2026-W48`) the weekly summary was mailed: inserted once, whatever the trigger. */
export const weeklySummaryMails = pgTable(
  "weekly_summary_mails",
  {
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    week: text("week").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.week] })],
);
