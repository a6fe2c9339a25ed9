import "server-only";

import { inArray, sql, type SQL } from "drizzle-orm";

import { invitationStatusesBefore } from "@/lib/invitations/states";

import { invitations } from "../db/schema";

/**
 * Applying to a job answers a pending invitation to it (say, the talent applied from the job page): it reads
 * accepted, with the application, instead of offering an Apply that could only answer "already applied". An
 * update for the application's own insert statement to run as one of its CTEs (`applicationId` an expression there).
 */
export const acceptPendingInvitation = (talentId: number, jobId: number, applicationId: SQL): SQL => sql`
  update invitations set status = 'accepted', application_id = ${applicationId}, responded_at = now()
  where talent_id = ${talentId} and job_id = ${jobId} and ${inArray(invitations.status, invitationStatusesBefore("accepted"))}`;
