import "server-only";

import { and, eq } from "drizzle-orm";

import type { MemberKind } from "@/lib/accounts/kinds";

import { applications, companies, conversations, jobs } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";

/** The signed-in side of a conversation: the talent who applied, or the client whose company's job it is. */
export type Participant = { kind: MemberKind; id: number };

/** 404 unless the application is the talent's own, or to a job of the client's company (the same as an unknown id). */
export async function assertParticipant(db: Db, who: Participant, applicationId: number): Promise<void> {
  const [row] =
    who.kind === "talent"
      ? await db
          .select({ id: applications.id })
          .from(applications)
          .where(and(eq(applications.id, applicationId), eq(applications.talentId, who.id)))
      : await db
          .select({ id: applications.id })
          .from(applications)
          .innerJoin(jobs, eq(jobs.id, applications.jobId))
          .innerJoin(companies, eq(companies.id, jobs.companyId))
          .where(and(eq(applications.id, applicationId), eq(companies.clientId, who.id)));
  if (!row) throw apiError("not_found", "Application not found.");
}

/** Where a side's read position is stored: the field to set and the column to read. */
export const readPositionOf = (kind: MemberKind) =>
  kind === "talent"
    ? { field: "talentReadUpTo" as const, column: conversations.talentReadUpTo }
    : { field: "clientReadUpTo" as const, column: conversations.clientReadUpTo };
