import { bigserial, date, index, integer, jsonb, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";

import { VETTING_STAGES } from "@/lib/vetting/stages";

import { managers, talents } from "./accounts";

// The stages and the moves between them live in lib/vetting/stages.ts, nowhere else.
export const vettingStage = pgEnum("vetting_stage", VETTING_STAGES);

/** A criterion's score (1–5), keyed by the rubric's criterion key. */
export type VettingScores = Record<string, number>;

/** Where a talent's vetting stands: one row per talent, for the current attempt (a reapplication starts the next). */
export const talentVetting = pgTable(
  "talent_vetting",
  {
    talentId: integer("talent_id")
      .primaryKey()
      .references(() => talents.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull().default(1),
    stage: vettingStage("stage").notNull().default("submitted"),
    stageEnteredAt: timestamp("stage_entered_at", { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    // Set when declined: shown to the talent with the date from which they may submit again.
    declineReason: text("decline_reason"),
    reapplyAfter: date("reapply_after", { mode: "string" }),
    // The rubric's scores of the latest decision: managers only, never in the talent's view.
    scores: jsonb("scores").$type<VettingScores>(),
    vettedAt: timestamp("vetted_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The queue: one stage, oldest first.
  (t) => [index("talent_vetting_queue_idx").on(t.stage, t.stageEnteredAt, t.talentId)],
);

/** Every vetting move (`from_stage` null for a submission); `manager_id` null for the talent's own submission. */
export const vettingEvents = pgTable(
  "vetting_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    talentId: integer("talent_id")
      .notNull()
      .references(() => talents.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    fromStage: vettingStage("from_stage"),
    toStage: vettingStage("to_stage").notNull(),
    managerId: integer("manager_id").references(() => managers.id),
    reason: text("reason"),
    scores: jsonb("scores").$type<VettingScores>(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("vetting_events_talent_idx").on(t.talentId, t.attempt, t.id), index("vetting_events_at_idx").on(t.at)],
);

/** Managers' private notes on a talent's vetting: never shown to the talent. */
export const vettingNotes = pgTable(
  "vetting_notes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    talentId: integer("talent_id")
      .notNull()
      .references(() => talents.id, { onDelete: "cascade" }),
    managerId: integer("manager_id")
      .notNull()
      .references(() => managers.id),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("vetting_notes_talent_idx").on(t.talentId, t.id)],
);
