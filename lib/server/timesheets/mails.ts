import "server-only";

import { todayIn } from "@/lib/engagements/calendar-days";
import { localLabel } from "@/lib/remote/local-label";
import { formatMinutes, weekEndOf } from "@/lib/timesheets/weeks";

import type { Db } from "../db/types";
import { enqueueMail } from "../mail/outbox";
import { siteLink } from "../mail/urls";
import { applicationPeople } from "../offers/mails";

/** The outbox `kind` of each timesheet and milestone mail. */
export const TIMESHEET_MAIL_KINDS = {
  submitted: "timesheet_submitted",
  disputed: "timesheet_disputed",
  milestoneDelivered: "milestone_delivered",
} as const;

/** "2026-12-10, Thu 12:00 in Berlin": a moment on the recipient's own calendar and clock. */
export const onTheirClock = (at: Date, zone: string) => `${todayIn(zone, at)}, ${localLabel(at, zone)}`;

export type WeekMailFacts = {
  applicationId: number;
  engagementId: number;
  weekStart: string;
  minutes: number;
};

/** To the client, in the submission's transaction: the hours to review and until when, on the company's clock. */
export async function mailWeekSubmitted(
  tx: Db,
  week: WeekMailFacts & { reviewDeadline: Date; companyZone: string; auto: boolean },
) {
  const people = await applicationPeople(tx, week.applicationId);
  if (!people) return;
  const name = `${people.talent.firstName} ${people.talent.lastName}`;
  const how = week.auto ? "was submitted automatically" : `was submitted by ${name}`;
  await enqueueMail(tx, {
    to: people.client.email,
    kind: TIMESHEET_MAIL_KINDS.submitted,
    content: {
      subject: `Hours to review: ${name}, week of ${week.weekStart}`,
      greeting: `Hi ${people.client.firstName},`,
      paragraphs: [
        `${name}'s week of ${week.weekStart} to ${weekEndOf(week.weekStart)} on ${people.jobTitle} ${how}: ` +
          `${formatMinutes(week.minutes)}.`,
        `Approve or dispute it by ${onTheirClock(week.reviewDeadline, week.companyZone)}; after that it is approved automatically.`,
      ],
      action: { label: "Review the week", url: siteLink(`/recruiter/engagements/${week.engagementId}`) },
    },
  });
}

/** To the talent, in the dispute's transaction: the client's reason and where to correct the week. */
export async function mailWeekDisputed(tx: Db, week: WeekMailFacts & { reason: string }) {
  const people = await applicationPeople(tx, week.applicationId);
  if (!people) return;
  await enqueueMail(tx, {
    to: people.talent.email,
    kind: TIMESHEET_MAIL_KINDS.disputed,
    content: {
      subject: `Week disputed: ${people.where}, week of ${week.weekStart}`,
      greeting: `Hi ${people.talent.firstName},`,
      paragraphs: [
        `${people.companyName} disputed your week of ${week.weekStart} to ${weekEndOf(week.weekStart)} ` +
          `(${formatMinutes(week.minutes)}). Correct it and submit it again.`,
      ],
      quotes: [{ heading: "Their reason", text: week.reason }],
      action: { label: "Correct the week", url: siteLink(`/talent/engagements/${week.engagementId}`) },
    },
  });
}
