import type { EngagementStatus } from "@/lib/engagements/states";

export const ENGAGEMENT_STATUS_LABELS: Record<EngagementStatus, string> = {
  scheduled: "Scheduled",
  active: "Active",
  ended: "Ended",
};

export const ENGAGEMENTS_PAGE = {
  title: "Engagements",
  talentLead: "Your offers and the work you do for companies on Hireloop.",
  clientLead: "The people working for your company through Hireloop.",
  offers: "Offers",
  noOffers: "No open offers right now.",
  offersFailed: "Your offers could not be loaded. Reload the page to try again.",
  listHeading: "Your engagements",
  loading: "Loading…",
  failed: "The engagements could not be loaded.",
  retry: "Try again",
  talentEmptyTitle: "No engagements yet",
  talentEmptyBody: "When you accept a company's offer, the work appears here with its terms and dates.",
  talentEmptyAction: "Find jobs",
  clientEmptyTitle: "No engagements yet",
  clientEmptyBody:
    "Make an offer from an applicant's panel on your job's pipeline; once it is accepted, the engagement appears here.",
  clientEmptyAction: "Go to your jobs",
  with: (name: string) => `with ${name}`,
  inTrialUntil: (day: string) => `In trial until ${day}`,
  endsOn: (day: string) => `Ends ${day}`,
  endedOn: (day: string) => `Ended ${day}`,
  open: (job: string, name: string) => `Open the engagement for ${job} with ${name}`,
} as const;

export const ENGAGEMENT_DETAIL_COPY = {
  back: "All engagements",
  terms: "Terms",
  status: "Status",
  startedBefore: "This work began before it moved to Hireloop: the start date lies before the offer was accepted.",
  inTrial: (line: string) => `In trial. Its last day ends ${line}.`,
  notice: (days: number) => `After the trial, either side gives ${days} days' notice to end it.`,
  noticeFromToday: (line: string) => `Ending today, the last working day would end ${line}.`,
  conversation: "Open the conversation",
  endsOn: (line: string) => `Ending: the last working day ends ${line}.`,
  endedBy: (who: string) => `Ended by ${who}.`,
  you: "you",
  theCompany: "the company",
  theTalent: "the talent",
  yourReason: "Your reason (private)",
  wouldRehire: (yes: boolean) => (yes ? "You would rehire them." : "You would not rehire them."),
  nextCap: (hours: number, from: string) => `From ${from}: up to ${hours} h a week.`,
  notFound: "This engagement could not be found.",
  unavailableBody:
    "It may belong to another account, or the connection dropped. Your list of engagements has the rest.",
} as const;

export const END_DIALOG_COPY = {
  open: "End engagement",
  title: "End this engagement?",
  description: (earliest: string, fromToday: boolean) =>
    fromToday
      ? `Before the start and during the trial it can end from today (${earliest}).`
      : `After the trial the notice period applies: the earliest last day is ${earliest}.`,
  endDate: "Last working day",
  endDateHint: (zone: string) => `A day on the company's calendar (${zone}).`,
  tooEarly: (earliest: string) => `The earliest last day is ${earliest}.`,
  reason: "Reason",
  reasonPrivate: "Private: only you and Hireloop's team see it, never the other side.",
  wouldRehire: "Would rehire",
  confirm: "End engagement",
  ending: "Ending…",
  cancel: "Keep it",
  failed: "The engagement could not be ended. Try again.",
} as const;

export const CAP_DIALOG_COPY = {
  open: "Change weekly hours",
  title: "Change the weekly hours",
  description: (from: string) => `The new cap applies from ${from}; this week keeps the current one.`,
  cap: "Weekly hour cap",
  confirm: "Save",
  saving: "Saving…",
  cancel: "Cancel",
  failed: "The weekly hours could not be changed. Try again.",
} as const;

export const HIRE_AGAIN_COPY = {
  heading: "Scale up",
  lead: "Hire for the same role again, or find more talent like this.",
  hireAgain: "Hire again",
  findSimilar: "Find similar talent",
} as const;
