/** The words of the interview screens: the recruiter's scheduling and scorecard, the talent's booking. */
import type { InterviewRecommendation, ScorecardCriterion } from "@/lib/interviews/scorecard";
import type { ShownInterviewStatus } from "@/lib/interviews/states";
import { INTERVIEW_SLOTS_MAX, INTERVIEW_SLOTS_MIN } from "@/lib/validation/interviews";

export const INTERVIEW_STATUS_LABELS: Record<ShownInterviewStatus, string> = {
  proposed: "Times offered",
  booked: "Booked",
  cancelled: "Cancelled",
  done: "Held",
};

export const INTERVIEW_COPY = {
  heading: "Interview",
  none: "No interview scheduled.",
  schedule: "Schedule interview",
  reschedule: "Reschedule",
  cancel: "Cancel interview",
  addToCalendar: "Add to calendar (.ics)",
  downloading: "Preparing…",
  downloadFailed: "The calendar file could not be downloaded. Try again.",
  offered: (count: number) => `${count} ${count === 1 ? "time" : "times"} offered, waiting for the talent to book one.`,
  noneAhead: "None of the offered times is still ahead. Offer new ones.",
  link: "Video link",
  phone: "Phone",
  note: "Note",
  cancelledBy: (who: string, reason: string) => `Cancelled by ${who}: ${reason}`,
  theTalent: "the talent",
  theCompany: "the company",
  you: "you",
  lastCancelled: "The last interview was cancelled.",
  minutes: (n: number) => `${n} min`,
} as const;

export const SCHEDULE_COPY = {
  title: (name: string) => `Schedule an interview with ${name}`,
  rescheduleTitle: (name: string) => `New times for ${name}`,
  intro: `Times inside both working days over the next 10 business days. Offer ${INTERVIEW_SLOTS_MIN} to ${INTERVIEW_SLOTS_MAX}; the talent books one.`,
  duration: "Length",
  durationOption: (minutes: number) => `${minutes} minutes`,
  slotsLegend: "Times to offer",
  loading: "Finding times inside both working days…",
  loadFailed: "The times could not be loaded.",
  retry: "Try again",
  counter: (count: number) => `${count} of ${INTERVIEW_SLOTS_MIN}–${INTERVIEW_SLOTS_MAX} chosen`,
  tooFew: (count: number) =>
    `Choose at least ${INTERVIEW_SLOTS_MIN} times so the talent has a choice (${count} chosen).`,
  tooMany: `You can offer at most ${INTERVIEW_SLOTS_MAX} times. Untick one to choose another.`,
  noSlots: "No free time inside both working days in the next 10 business days. Try a shorter length.",
  noOverlap: "Your team's working day and the talent's never overlap, so there are no times inside both.",
  nearest: (gap: string, end: string, start: string) =>
    `They come closest ${gap} apart: one day ends at ${end}, the other starts at ${start}. Ask the talent in a message whether a time near these edges works.`,
  how: "How to meet",
  linkLabel: "Video link (https)",
  phoneLabel: "Or a phone number",
  linkOrPhone: "Give a video link or a phone number.",
  badLink: "The video link must start with https://",
  noteLabel: "Note to the talent (optional)",
  send: "Send times",
  sending: "Sending…",
  close: "Close",
  conflict: "Something changed meanwhile (a time was taken or the interview moved). The times have been refreshed.",
  failed: "The times could not be sent. Try again.",
} as const;

export const CANCEL_INTERVIEW_COPY = {
  title: "Cancel the interview",
  intro: "The other side gets a mail with your reason; a booked interview is removed from both calendars.",
  reason: "Reason",
  reasonRequired: "Give a reason.",
  keep: "Keep it",
  submit: "Cancel interview",
  sending: "Cancelling…",
  failed: "The interview could not be cancelled. Try again.",
} as const;

export const TALENT_INTERVIEW_COPY = {
  heading: "Interview",
  pick: "Pick the time that suits you:",
  book: "Book",
  bookLabel: (time: string) => `Book ${time}`,
  confirm: (time: string) => `Book ${time}?`,
  confirmYes: "Yes, book it",
  confirmNo: "Not this one",
  booking: "Booking…",
  taken: "That time was just taken — pick another.",
  notOffered: "That time is no longer offered — pick another.",
  bookFailed: "The booking didn't go through. Try again.",
  noneWork: "None of these work? Message the recruiter",
  giveUp: "Reschedule",
  giveUpHint: "Reschedule gives up this booking and shows the other offered times again.",
  giveUpFailed: "The booking could not be given up. Try again.",
  noTimesLeft: "No offered time is still ahead. Message the recruiter for new ones.",
} as const;

export const SCORECARD_COPY = {
  heading: "Scorecard",
  intro: "Private to your company: the talent never sees it.",
  criteria: {
    communication: "Communication",
    skills: "Skills",
    hours_fit: "Working-hours fit",
    overall: "Overall",
  } satisfies Record<ScorecardCriterion, string>,
  scale: ["Poor", "Fair", "Good", "Excellent"] as const,
  scoreRequired: (criterion: string) => `Score ${criterion.toLowerCase()} from 1 to 4.`,
  recommendation: "Recommendation",
  recommendationRequired: "Choose a recommendation.",
  notes: "Notes",
  save: "Save scorecard",
  update: "Update scorecard",
  saving: "Saving…",
  saved: "Scorecard saved.",
  failed: "The scorecard could not be saved. Try again.",
  overallShort: (score: number) => `overall ${score}/4`,
} as const;

export const RECOMMENDATION_LABELS: Record<InterviewRecommendation, string> = {
  strong_yes: "Strong yes",
  yes: "Yes",
  no: "No",
  strong_no: "Strong no",
};

/** "Tue 10:00 in Lagos · 11:00 in Berlin": the viewer's clock first, the other's weekday only when it differs. */
export function bothTimes(own: string, other: string): string {
  const day = (label: string) => label.split(" ")[0];
  return `${own} · ${day(own) === day(other) ? other.slice(other.indexOf(" ") + 1) : other}`;
}

// en-GB as the other dates of the product ("27 Nov"); the day is the browser's, where the viewer is.
const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short" });

/** "Tue 2 Dec, 10:00 in Berlin · 09:00 in Lagos": {@link bothTimes} with the date (on the browser's calendar). */
export function whenLine(own: string, other: string, iso: string): string {
  const line = bothTimes(own, other);
  const space = line.indexOf(" ");
  return `${line.slice(0, space)} ${dateFormat.format(new Date(iso))},${line.slice(space)}`;
}

/** "1 h 30 min" from minutes. */
export function gapLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} h` : "", m ? `${m} min` : ""].filter(Boolean).join(" ") || "0 min";
}
