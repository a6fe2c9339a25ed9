import "server-only";

import { eq } from "drizzle-orm";

import { todayIn } from "@/lib/engagements/calendar-days";
import { localLabel } from "@/lib/remote/local-label";

import { applications, clients, companies, jobs, talentProfiles, talents } from "../db/schema";
import type { Db } from "../db/types";
import { enqueueMail } from "../mail/outbox";
import { siteLink } from "../mail/urls";
import { wantsImmediateMail } from "../notifications/preferences";

/** The outbox `kind` of each offer and engagement mail. */
export const OFFER_MAIL_KINDS = {
  sent: "offer_sent",
  answered: "offer_answered",
  ending: "engagement_ending",
} as const;

/** Both people of an application, with where each follows it up. */
export async function applicationPeople(tx: Db, applicationId: number) {
  const [row] = await tx
    .select({
      jobId: jobs.id,
      jobTitle: jobs.title,
      companyName: companies.name,
      talent: { id: talents.id, firstName: talents.firstName, lastName: talents.lastName, email: talents.email },
      talentZone: talentProfiles.timezone,
      client: { id: clients.id, firstName: clients.firstName, email: clients.email },
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(clients, eq(clients.id, companies.clientId))
    .innerJoin(talents, eq(talents.id, applications.talentId))
    .leftJoin(talentProfiles, eq(talentProfiles.talentId, applications.talentId))
    .where(eq(applications.id, applicationId));
  if (!row) return null;
  return {
    ...row,
    where: `${row.jobTitle} at ${row.companyName}`,
    talentLink: { label: "See the offer", url: siteLink("/talent/engagements") },
    clientLink: {
      label: "See the applicant",
      url: siteLink(`/recruiter/jobs/${row.jobId}/applicants?application=${applicationId}`),
    },
  };
}

/** "2026-12-04, Fri 11:06 in Berlin": the talent's own day and clock. */
const until = (at: Date, zone: string) => `${todayIn(zone, at)}, ${localLabel(at, zone)}`;

/** To the talent, in the offer's transaction, unless they switched stage news off (an offer is one). */
export async function mailOfferSent(tx: Db, applicationId: number, expiresAt: Date) {
  const people = await applicationPeople(tx, applicationId);
  if (!people || !(await wantsImmediateMail(tx, "talent", people.talent.id, "application_stage"))) return;
  await enqueueMail(tx, {
    to: people.talent.email,
    kind: OFFER_MAIL_KINDS.sent,
    content: {
      subject: `An offer: ${people.where}`,
      greeting: `Hi ${people.talent.firstName},`,
      paragraphs: [
        `${people.companyName} sent you an offer for ${people.jobTitle}.`,
        `It stands until ${until(expiresAt, people.talentZone ?? "UTC")}: read its terms, then accept or decline it.`,
      ],
      action: people.talentLink,
    },
  });
}

/** To the client, in the answer's transaction: an accepted or declined offer is always news. */
export async function mailOfferAnswered(
  tx: Db,
  applicationId: number,
  answer: { accepted: true } | { accepted: false; reason: string },
) {
  const people = await applicationPeople(tx, applicationId);
  if (!people) return;
  const name = `${people.talent.firstName} ${people.talent.lastName}`;
  await enqueueMail(tx, {
    to: people.client.email,
    kind: OFFER_MAIL_KINDS.answered,
    content: {
      subject: `${name} ${answer.accepted ? "accepted" : "declined"} your offer: ${people.jobTitle}`,
      greeting: `Hi ${people.client.firstName},`,
      paragraphs: answer.accepted
        ? [`${name} accepted your offer for ${people.jobTitle}: the engagement is set up.`]
        : [`${name} declined your offer for ${people.jobTitle}.`, `Their reason: “${answer.reason}”`],
      action: people.clientLink,
    },
  });
}
