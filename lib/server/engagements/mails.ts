import "server-only";

import type { MemberKind } from "@/lib/accounts/kinds";

import type { Db } from "../db/types";
import { enqueueMail } from "../mail/outbox";
import { siteLink } from "../mail/urls";
import { applicationPeople, OFFER_MAIL_KINDS } from "../offers/mails";

/** To the side that did not end it, in the same transaction: the end of paid work is always news. */
export async function mailEngagementEnding(
  tx: Db,
  applicationId: number,
  { by, endDate }: { by: MemberKind; endDate: string },
) {
  const people = await applicationPeople(tx, applicationId);
  if (!people) return;
  const talentName = `${people.talent.firstName} ${people.talent.lastName}`;
  const to =
    by === "client"
      ? {
          email: people.talent.email,
          firstName: people.talent.firstName,
          who: people.companyName,
          url: "/talent/engagements",
        }
      : {
          email: people.client.email,
          firstName: people.client.firstName,
          who: talentName,
          url: "/recruiter/engagements",
        };
  await enqueueMail(tx, {
    to: to.email,
    kind: OFFER_MAIL_KINDS.ending,
    content: {
      subject: `Engagement ending: ${people.where}`,
      greeting: `Hi ${to.firstName},`,
      paragraphs: [`${to.who} ended the engagement for ${people.jobTitle}. The last working day is ${endDate}.`],
      action: { label: "See the engagement", url: siteLink(to.url) },
    },
  });
}
