import "server-only";

import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from "ical-generator";

import { site } from "@/lib/content/site";

/** iTIP methods the product sends: REQUEST (book), CANCEL (a booking given up), PUBLISH (the .ics download). */
export type CalendarMethod = "REQUEST" | "CANCEL" | "PUBLISH";

export type CalendarPerson = { name: string; email: string; timezone: string | null };

/** What a calendar entry for one booked (or once booked) interview says. */
export type InterviewEvent = {
  uid: string;
  sequence: number;
  start: Date;
  durationMinutes: number;
  jobTitle: string;
  companyName: string;
  organizer: { name: string; email: string };
  talent: CalendarPerson;
  recruiter: CalendarPerson;
  link: string | null;
  phone: string | null;
  note: string | null;
  /** Both people's clocks, e.g. "Tue 10:00 in Lagos · Tue 11:00 in Berlin". */
  localTimes: string;
};

/** The UID every message about this interview carries, so calendars update one entry instead of adding another. */
export const calendarUid = (uid: string) => `${uid}@hireloop`;

const METHODS: Record<CalendarMethod, ICalCalendarMethod> = {
  REQUEST: ICalCalendarMethod.REQUEST,
  CANCEL: ICalCalendarMethod.CANCEL,
  PUBLISH: ICalCalendarMethod.PUBLISH,
};

/** The VCALENDAR (RFC 5545/5546) for an interview; times are written in UTC, so no VTIMEZONE is needed. */
export function interviewCalendar(event: InterviewEvent, method: CalendarMethod): string {
  const calendar = ical({ name: site.name, prodId: { company: site.name, product: "interviews" } });
  calendar.method(METHODS[method]);
  const attendee = (person: CalendarPerson) => ({
    name: person.name,
    email: person.email,
    role: ICalAttendeeRole.REQ,
    status: ICalAttendeeStatus.ACCEPTED,
  });
  calendar.createEvent({
    id: calendarUid(event.uid),
    sequence: event.sequence,
    start: event.start,
    end: new Date(event.start.getTime() + event.durationMinutes * 60_000),
    stamp: new Date(),
    summary: `Interview: ${event.jobTitle} — ${event.companyName}`,
    organizer: event.organizer,
    attendees: [attendee(event.talent), attendee(event.recruiter)],
    location: event.link ?? (event.phone ? `Phone: ${event.phone}` : null),
    url: event.link,
    description: [event.localTimes, event.note].filter(Boolean).join("\n\n"),
    status: method === "CANCEL" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
