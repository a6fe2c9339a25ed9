import type { Audience } from "@/lib/validation/site-content";

/** The events page's copy; the events themselves are Markdown files in content/events. */
export const eventsCopy = {
  title: "Events",
  eyebrow: "Hireloop events",
  heading: "Workshops and office hours for remote teams and remote talent",
  description:
    "Free online workshops and meet-ups from Hireloop: hiring across time zones, passing vetting, building a profile that gets invitations. Times shown in your own time zone.",
  upcoming: "Upcoming events",
  past: "Past events",
  noUpcoming: "No events are planned right now. New dates appear here first, usually a month ahead.",
  noPast: "No past events yet.",
  join: "Join online",
  timesNote: "Times are shown in your time zone.",
  online: "Online",
  inPerson: "In person",
  hostedBy: "Hosted by",
  plannedIn: "Planned in",
} as const;

export const eventAudienceLabels: Record<Audience, string> = { clients: "For clients", talent: "For talent" };
