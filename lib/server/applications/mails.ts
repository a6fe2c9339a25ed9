import "server-only";

import { and, eq } from "drizzle-orm";

import type { ApplicationStage } from "@/lib/applications/stages";

import { applications, clients, companies, jobs, notificationSettings, talents } from "../db/schema";
import type { Db } from "../db/types";
import { cancelCoalescedMail, enqueueCoalescedMail } from "../mail/coalesce";
import { enqueueMail } from "../mail/outbox";
import { skipPastRecipientLimit } from "../mail/recipient-limits";
import { stageMailDelaySeconds } from "../mail/settings";
import { newApplicantMail } from "../mail/templates/new-applicant";
import { stageChangedMail } from "../mail/templates/stage-changed";
import { unsubscribeHeaders } from "../mail/urls";
import { mailsAtOnce, wantsImmediateMail } from "../notifications/preferences";

/** The outbox `kind` of each application mail (the daily digest's is APPLICANT_DIGEST_KIND). */
export const APPLICATION_MAIL_KINDS = { stageChanged: "stage_changed", newApplicant: "new_applicant" } as const;

/** What the talent is told, and when, about a move of their application from `from` to `stage`. */
export type StageNews = { applicationId: number; from: ApplicationStage; stage: ApplicationStage };

/**
 * Queues, in `tx` (the move's transaction), the talent's mail about their application's new stage, unless they
 * switched it off. It waits STAGE_MAIL_DELAY_SECONDS: later moves meanwhile change it to the latest stage, and a
 * move back to the stage the talent last heard of cancels it (lib/server/mail/coalesce.ts).
 */
export async function notifyStageChanged(tx: Db, { applicationId, from, stage }: StageNews): Promise<void> {
  const [row] = await tx
    .select({
      talentId: talents.id,
      email: talents.email,
      firstName: talents.firstName,
      jobTitle: jobs.title,
      companyName: jobs.companyName,
      rejectionReason: applications.rejectionReason,
      rejectionMessage: applications.rejectionMessage,
    })
    .from(applications)
    .innerJoin(talents, eq(talents.id, applications.talentId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, applicationId));
  if (!row) return;
  const key = `${APPLICATION_MAIL_KINDS.stageChanged}:${applicationId}:${row.email.toLowerCase()}`;
  if (!(await wantsImmediateMail(tx, "talent", row.talentId, "application_stage"))) {
    await cancelCoalescedMail(tx, key);
    return;
  }
  await enqueueCoalescedMail(tx, {
    to: row.email,
    kind: APPLICATION_MAIL_KINDS.stageChanged,
    key,
    heardOf: from,
    latest: stage,
    delaySeconds: stageMailDelaySeconds(),
    content: stageChangedMail({
      firstName: row.firstName,
      jobTitle: row.jobTitle,
      companyName: row.companyName,
      stage,
      rejection: stage === "rejected" ? { reason: row.rejectionReason, message: row.rejectionMessage } : undefined,
    }),
    headers: unsubscribeHeaders(APPLICATION_MAIL_KINDS.stageChanged, "/talent/account"),
  });
}

/**
 * Queues, in `tx` (the application's transaction), the mail to the recruiter who owns the job when they want it at
 * once; "daily" leaves the applicant to the daily digest, "off" to nothing.
 */
export async function notifyNewApplicant(tx: Db, applicationId: number): Promise<void> {
  const [row] = await tx
    .select({
      clientId: clients.id,
      email: clients.email,
      recruiterFirstName: clients.firstName,
      talentFirst: talents.firstName,
      talentLast: talents.lastName,
      jobId: jobs.id,
      jobTitle: jobs.title,
      setting: notificationSettings.setting,
    })
    .from(applications)
    .innerJoin(talents, eq(talents.id, applications.talentId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(clients, eq(clients.id, companies.clientId))
    // The recruiter's setting in the same read (one round trip less on every application).
    .leftJoin(
      notificationSettings,
      and(
        eq(notificationSettings.accountKind, "client"),
        eq(notificationSettings.accountId, clients.id),
        eq(notificationSettings.topic, "new_applicant"),
      ),
    )
    .where(eq(applications.id, applicationId));
  // Demo and scale-test jobs have no company account behind them: nobody to tell.
  if (!row || !mailsAtOnce(row.setting)) return;
  // Past the recruiter's hourly share the applicant is on the board all the same.
  await skipPastRecipientLimit(() =>
    enqueueMail(tx, {
      to: row.email,
      kind: APPLICATION_MAIL_KINDS.newApplicant,
      content: newApplicantMail({
        recruiterFirstName: row.recruiterFirstName,
        talentName: `${row.talentFirst} ${row.talentLast}`.trim(),
        jobId: row.jobId,
        jobTitle: row.jobTitle,
      }),
      headers: unsubscribeHeaders(APPLICATION_MAIL_KINDS.newApplicant, "/recruiter/account"),
    }),
  );
}
