import { sql } from "drizzle-orm";
import { bigint, bigserial, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import { INVITATION_STATUSES } from "@/lib/invitations/states";

import { clients, talents } from "./accounts";
import { applications } from "./applications";
import { jobs } from "./jobs";

// The statuses and the moves between them live in lib/invitations/states.ts, nowhere else.
export const invitationStatus = pgEnum("invitation_status", INVITATION_STATUSES);

/** A recruiter's invitation to a talent to apply to one of the recruiter's open jobs. */
export const invitations = pgTable(
  "invitations",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    jobId: bigint("job_id", { mode: "number" })
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    talentId: integer("talent_id")
      .notNull()
      .references(() => talents.id, { onDelete: "cascade" }),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    message: text("message"),
    status: invitationStatus("status").notNull().default("pending"),
    // The application made from the invitation (accepted).
    applicationId: bigint("application_id", { mode: "number" }).references(() => applications.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
  },
  (t) => [
    // One pending invitation per talent per job: the database decides two recruiters' clicks.
    uniqueIndex("invitations_pending_unique")
      .on(t.jobId, t.talentId)
      .where(sql`status = 'pending'`),
    index("invitations_talent_idx").on(t.talentId, t.createdAt.desc()),
    index("invitations_client_idx").on(t.clientId, t.createdAt.desc()),
  ],
);
