import "server-only";

import { eq } from "drizzle-orm";

import type { MemberKind } from "@/lib/accounts/kinds";
import { localLabel } from "@/lib/remote/local-label";

import { applications, clients, companies, interviews, jobs, talentProfiles, talents } from "../db/schema";
import type { Db } from "../db/types";
import { enqueueMail } from "../mail/outbox";
import { senderAddress, siteLink } from "../mail/urls";
import { interviewCalendar, type CalendarMethod, type InterviewEvent } from "./calendar";

const person = (first: string, last: string, email: string, timezone: string | null) => ({
  name: `${first} ${last}`,
  email,
  timezone,
});

/**
 * Where each side follows an interview: the talent's application card (its interview part), the recruiter's
 * applicants board with that applicant's panel open (`?application=`).
 */
export const followUp = (jobId: number, applicationId: number) => ({
  talent: { label: "See the interview", url: siteLink(`/talent/applications#application-${applicationId}`) },
  client: {
    label: "See the applicant",
    url: siteLink(`/recruiter/jobs/${jobId}/applicants?application=${applicationId}`),
  },
});

const bothClocks = (at: Date, zones: (string | null)[]) =>
  [...new Set(zones.map((zone) => zone ?? "UTC"))].map((zone) => localLabel(at, zone)).join(" · ");

/** An interview as its calendar entry needs it, read in the caller's transaction; `start` for one given up. */
export async function interviewEvent(
  db: Db,
  interviewId: number,
  start?: Date,
): Promise<(InterviewEvent & { jobId: number; applicationId: number }) | null> {
  const [row] = await db
    .select({
      interview: interviews,
      jobId: jobs.id,
      jobTitle: jobs.title,
      companyName: companies.name,
      teamZone: companies.timezone,
      talent: { first: talents.firstName, last: talents.lastName, email: talents.email },
      talentZone: talentProfiles.timezone,
      client: { first: clients.firstName, last: clients.lastName, email: clients.email },
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, interviews.companyId))
    .innerJoin(clients, eq(clients.id, companies.clientId))
    .innerJoin(talents, eq(talents.id, interviews.talentId))
    .leftJoin(talentProfiles, eq(talentProfiles.talentId, interviews.talentId))
    .where(eq(interviews.id, interviewId));
  const at = start ?? row?.interview.startsAt;
  if (!row || !at) return null;
  const { interview: iv, talent, client } = row;
  return {
    jobId: row.jobId,
    applicationId: iv.applicationId,
    uid: iv.uid,
    sequence: iv.sequence,
    start: at,
    durationMinutes: iv.durationMinutes,
    jobTitle: row.jobTitle,
    companyName: row.companyName,
    organizer: { name: row.companyName, email: senderAddress() },
    talent: person(talent.first, talent.last, talent.email, row.talentZone),
    recruiter: person(client.first, client.last, client.email, row.teamZone),
    link: iv.link,
    phone: iv.phone,
    note: iv.note,
    localTimes: bothClocks(at, [row.talentZone, row.teamZone]),
  };
}

const WORDS = {
  REQUEST: { subject: "Interview booked", news: "is booked" },
  CANCEL: { subject: "Interview cancelled", news: "is cancelled" },
} as const;

/**
 * Queues a calendar invite (iMIP) to the talent and the recruiter, in the transaction that booked, moved or
 * cancelled the booking. Always sent: it is about an appointment both made, not a notification topic.
 */
export async function enqueueCalendarInvites(
  tx: Db,
  interviewId: number,
  method: Exclude<CalendarMethod, "PUBLISH">,
  start?: Date,
) {
  const event = await interviewEvent(tx, interviewId, start);
  if (!event) return;
  const content = interviewCalendar(event, method);
  const where = `${event.jobTitle} at ${event.companyName}`;
  const words = WORDS[method];
  const links = followUp(event.jobId, event.applicationId);
  const sides = [
    { to: event.talent, action: links.talent },
    { to: event.recruiter, action: links.client },
  ];
  for (const side of sides) {
    await enqueueMail(tx, {
      to: side.to.email,
      kind: `interview_${method.toLowerCase()}`,
      content: {
        subject: `${words.subject}: ${where}`,
        greeting: `Hi ${side.to.name.split(" ")[0]},`,
        paragraphs: [
          `Your interview for ${where} ${words.news}: ${event.localTimes} (${event.durationMinutes} minutes).`,
          ...(event.link ? [`Video link: ${event.link}`] : []),
          ...(event.phone ? [`Phone: ${event.phone}`] : []),
          ...(method === "REQUEST" && event.note ? [`Note: ${event.note}`] : []),
          method === "REQUEST"
            ? "The calendar invite is attached: add it to your calendar."
            : "The attached calendar update removes it from your calendar.",
        ],
        action: side.action,
      },
      calendar: { method, content },
    });
  }
}

/** A proposal (nothing booked, so nothing in a calendar) was cancelled: a plain notice to the other side. */
export async function enqueueProposalCancelled(tx: Db, interviewId: number, by: MemberKind, reason: string) {
  const [row] = await tx
    .select({
      jobId: jobs.id,
      applicationId: applications.id,
      jobTitle: jobs.title,
      companyName: companies.name,
      talent: { firstName: talents.firstName, lastName: talents.lastName, email: talents.email },
      client: { firstName: clients.firstName, email: clients.email },
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, interviews.companyId))
    .innerJoin(clients, eq(clients.id, companies.clientId))
    .innerJoin(talents, eq(talents.id, interviews.talentId))
    .where(eq(interviews.id, interviewId));
  if (!row) return;
  const to = by === "talent" ? row.client : row.talent;
  const from = by === "talent" ? `${row.talent.firstName} ${row.talent.lastName}` : row.companyName;
  await enqueueMail(tx, {
    to: to.email,
    kind: "interview_proposal_cancelled",
    content: {
      subject: `Interview proposal cancelled: ${row.jobTitle} at ${row.companyName}`,
      greeting: `Hi ${to.firstName},`,
      paragraphs: [`${from} cancelled the proposed interview for ${row.jobTitle}.`, `Their reason: “${reason}”`],
      action: followUp(row.jobId, row.applicationId)[by === "talent" ? "client" : "talent"],
    },
  });
}
