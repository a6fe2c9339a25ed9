import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { invitations } from "../db/schema";
import type { Db } from "../db/types";

/**
 * Applying to a job answers a pending invitation to it (say, the talent applied from the job page): it reads
 * accepted, with the application, instead of offering an Apply that could only answer "already applied".
 */
export async function acceptPendingInvitation(tx: Db, talentId: number, jobId: number, applicationId: number): Promise<void> {
  await tx
    .update(invitations)
    .set({ status: "accepted", applicationId, respondedAt: sql`now()` })
    .where(and(eq(invitations.talentId, talentId), eq(invitations.jobId, jobId), eq(invitations.status, "pending")));
}
