import "server-only";

import { eq } from "drizzle-orm";

import { clients, invitations, jobs, talents } from "../db/schema";
import type { Db } from "../db/types";
import { enqueueMail } from "../mail/outbox";
import { skipPastRecipientLimit } from "../mail/recipient-limits";
import { invitationMail } from "../mail/templates/invitation";
import { unsubscribeHeaders } from "../mail/urls";
import { wantsImmediateMail } from "../notifications/preferences";

export const INVITATION_MAIL_KIND = "invitation";

/** Queues, in `tx` (the invitation's transaction), the talent's mail, unless they switched invitation mail off. */
export async function notifyInvitation(tx: Db, invitationId: number): Promise<void> {
  const [row] = await tx
    .select({
      talentId: talents.id,
      email: talents.email,
      firstName: talents.firstName,
      recruiterFirst: clients.firstName,
      recruiterLast: clients.lastName,
      companyName: jobs.companyName,
      jobTitle: jobs.title,
      message: invitations.message,
    })
    .from(invitations)
    .innerJoin(talents, eq(talents.id, invitations.talentId))
    .innerJoin(clients, eq(clients.id, invitations.clientId))
    .innerJoin(jobs, eq(jobs.id, invitations.jobId))
    .where(eq(invitations.id, invitationId));
  if (!row || !(await wantsImmediateMail(tx, "talent", row.talentId, "invitation"))) return;
  // Past the talent's daily share of invitation mail the invitation still stands, in their workspace.
  await skipPastRecipientLimit(() =>
    enqueueMail(tx, {
      to: row.email,
      kind: INVITATION_MAIL_KIND,
      content: invitationMail({
        firstName: row.firstName,
        recruiterName: `${row.recruiterFirst} ${row.recruiterLast}`.trim(),
        companyName: row.companyName,
        jobTitle: row.jobTitle,
        message: row.message,
      }),
      headers: unsubscribeHeaders(INVITATION_MAIL_KIND, "/talent/account#notifications"),
    }),
  );
}
