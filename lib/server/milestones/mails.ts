import "server-only";

import type { Db } from "../db/types";
import { enqueueMail } from "../mail/outbox";
import { siteLink } from "../mail/urls";
import { applicationPeople } from "../offers/mails";
import { onTheirClock, TIMESHEET_MAIL_KINDS } from "../timesheets/mails";

/** To the client, in the delivery's transaction: what was delivered, the talent's note, and until when to approve. */
export async function mailMilestoneDelivered(
  tx: Db,
  delivery: {
    applicationId: number;
    engagementId: number;
    name: string;
    note: string | null;
    approveBy: Date;
    companyZone: string;
  },
) {
  const people = await applicationPeople(tx, delivery.applicationId);
  if (!people) return;
  const talent = `${people.talent.firstName} ${people.talent.lastName}`;
  await enqueueMail(tx, {
    to: people.client.email,
    kind: TIMESHEET_MAIL_KINDS.milestoneDelivered,
    content: {
      subject: `Milestone delivered: ${delivery.name} (${people.jobTitle})`,
      greeting: `Hi ${people.client.firstName},`,
      paragraphs: [
        `${talent} delivered “${delivery.name}” on ${people.jobTitle}.`,
        `Approve it by ${onTheirClock(delivery.approveBy, delivery.companyZone)}; after that it is approved automatically.`,
      ],
      ...(delivery.note ? { quotes: [{ heading: "Their note", text: delivery.note }] } : {}),
      action: { label: "See the milestone", url: siteLink(`/recruiter/engagements/${delivery.engagementId}`) },
    },
  });
}
