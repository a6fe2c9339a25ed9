import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";

import { APPLICATION_STAGES } from "@/lib/applications/stages";

import { accountKind, clients, talents } from "./accounts";
import { jobs } from "./jobs";
import { storedFiles } from "./profiles";

// The stages and the moves between them live in lib/applications/stages.ts, nowhere else.
export const applicationStage = pgEnum("application_stage", APPLICATION_STAGES);

export const applications = pgTable(
  "applications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    talentId: integer("talent_id")
      .notNull()
      .references(() => talents.id, { onDelete: "cascade" }),
    jobId: bigint("job_id", { mode: "number" })
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    stage: applicationStage("stage").notNull().default("applied"),
    coverNote: text("cover_note"),
    // A résumé sent with this application only; null means the profile's résumé goes.
    resumeFileId: uuid("resume_file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    rejectionReason: text("rejection_reason"),
    rejectionMessage: text("rejection_message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One application per talent per job: the database decides concurrent attempts.
    unique("applications_talent_job_unique").on(t.talentId, t.jobId),
    index("applications_job_stage_idx").on(t.jobId, t.stage),
  ],
);

/** Every stage change: who made it, when, from which stage to which (`from` is null for the application itself). */
export const applicationEvents = pgTable(
  "application_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    applicationId: bigint("application_id", { mode: "number" })
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    fromStage: applicationStage("from_stage"),
    toStage: applicationStage("to_stage").notNull(),
    actorKind: accountKind("actor_kind").notNull(),
    actorId: integer("actor_id").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("application_events_application_idx").on(t.applicationId, t.id)],
);

/** A recruiter's private notes on an application: never shown to the talent. */
export const applicationNotes = pgTable(
  "application_notes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    applicationId: bigint("application_id", { mode: "number" })
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    authorId: integer("author_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("application_notes_application_idx").on(t.applicationId, t.id)],
);

export const savedJobs = pgTable(
  "saved_jobs",
  {
    talentId: integer("talent_id")
      .notNull()
      .references(() => talents.id, { onDelete: "cascade" }),
    jobId: bigint("job_id", { mode: "number" })
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.talentId, t.jobId] })],
);
