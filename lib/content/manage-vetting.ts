import { VETTING_STAGE_LABELS } from "@/lib/content/vetting-stages";
import { type VettingStage } from "@/lib/vetting/stages";

/** The console's vetting screens: the queue and one talent's file. */
export const VETTING_QUEUE_COPY = {
  title: "Vetting",
  lead: "Work each stage's queue oldest first: open a talent, score them against their field's rubric and move them on.",
  tabs: "Vetting stages",
  columns: { name: "Talent", category: "Category", waiting: "Waiting", attempt: "Attempt" },
  noHeadline: "No headline yet",
  noCategory: "No category",
  attempt: (n: number) => (n === 1 ? "First attempt" : `Attempt ${n}`),
  waiting: (days: number) => (days === 0 ? "Since today" : days === 1 ? "1 day" : `${days} days`),
  pagination: "Queue pages",
  previous: "Previous page",
  next: "Next page",
  page: (page: number, last: number) => `Page ${page} of ${last}`,
} as const;

/** What an empty queue says, and where to look instead. */
export const VETTING_EMPTY: Record<VettingStage, { title: string; body: string }> = {
  submitted: {
    title: "No new submissions",
    body: "Talents who submit their profile for vetting appear here, oldest first.",
  },
  profile_review: {
    title: "No profiles to review",
    body: "Move a submitted talent to Profile review to start reading their profile and résumé.",
  },
  skills_assessment: {
    title: "No skills assessments running",
    body: "Talents whose profile passed review wait here while they take their assessment.",
  },
  live_interview: {
    title: "No live interviews waiting",
    body: "Talents who passed their assessment wait here for their interview.",
  },
  vetted: {
    title: "Nobody vetted yet",
    body: "Talents who pass the live interview are marked as vetted and listed here.",
  },
  declined: { title: "Nobody declined", body: "Declined talents are listed here with the date they may submit again." },
};

/** The button that moves a talent to `stage`. */
export const moveLabel = (stage: VettingStage): string =>
  stage === "vetted" ? "Mark as vetted" : stage === "declined" ? "Decline" : `Move to ${VETTING_STAGE_LABELS[stage]}`;

export const VETTING_DETAIL_COPY = {
  back: "Back to the queue",
  eyebrow: "Vetting",
  profile: "Profile",
  resume: "Résumé",
  noResume: "No résumé uploaded.",
  email: "Email",
  publicProfile: "Open the public profile",
  stageTitle: "Where this talent stands",
  since: "In this stage since",
  submitted: "Submitted",
  attempt: "Attempt",
  vettedAt: "Vetted on",
  declineReason: "Reason given",
  reapplyAfter: "May submit again from",
  decideTitle: "Score and move on",
  decideHint:
    "Score every criterion (1 poor – 5 excellent) to decline or to mark as vetted; for the other moves scores are optional.",
  finished: "This vetting is finished: no further moves.",
  scoreLegend: (label: string) => `${label} score`,
  reason: "Reason",
  reasonHint: "Required to decline, and sent to the talent. For other moves it stays among managers.",
  reapply: "May submit again from (declines)",
  reapplyHint: "Defaults to 90 days from today.",
  note: "Private note (optional)",
  noteHint: "Stored with the move; never shown to the talent.",
  moving: "Saving…",
  moved: (stage: VettingStage) => `Moved to ${VETTING_STAGE_LABELS[stage]}.`,
  moveFailed: "The move could not be saved. Please try again.",
  scoreRequired: (label: string) => `Score ${label} from 1 to 5.`,
  reasonRequired: "Give the talent a reason for the decline.",
  reasonTooLong: "The reason may not be longer than 2000 characters.",
  noteTooLong: "The note may not be longer than 5000 characters.",
  reapplyFuture: "The reapply date must be in the future.",
  historyTitle: "History",
  currentAttempt: (n: number) => `Attempt ${n} (current)`,
  pastAttempt: (n: number) => `Attempt ${n}`,
  byTalent: "by the talent",
  by: (name: string) => `by ${name}`,
  notesTitle: "Private notes",
  notesHint: "Managers only: these notes are never shown to the talent.",
  noNotes: "No notes yet.",
  noteLabel: "New private note (never shown to the talent)",
  addNote: "Add note",
  noteSaving: "Saving…",
  noteFailed: "The note could not be saved.",
} as const;
