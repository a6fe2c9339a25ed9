import { bigint, bigserial, index, integer, pgEnum, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

import { ENGAGEMENT_ACTIONS } from "@/lib/engagements/actions";
import { RUN_OUTCOMES } from "@/lib/runs/outcomes";

import { clients } from "./accounts";
import { engagements } from "./engagements";

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

export const engagementAction = pgEnum("engagement_action", ENGAGEMENT_ACTIONS);

/**
 * A single-use link in the weekly summary: "End this engagement" or "Reduce weekly hours", bound to one engagement
 * and the client it was mailed to. Only the SHA-256 hash of the token is stored (lib/server/engagement-actions).
 */
export const engagementActionTokens = pgTable(
  "engagement_action_tokens",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    engagementId: bigint("engagement_id", { mode: "number" })
      .notNull()
      .references(() => engagements.id, { onDelete: "cascade" }),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    action: engagementAction("action").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("engagement_action_tokens_engagement_idx").on(t.engagementId)],
);
