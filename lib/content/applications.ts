import { COVER_NOTE_MAX } from "@/lib/applications/limits";
import type { ApplicationStage } from "@/lib/applications/stages";
import { APPLY_THRESHOLD } from "@/lib/profiles/completeness";

export { REJECTION_REASON_LABELS, TALENT_STAGE_LABELS } from "./application-stages";

const FINAL_STAGES: readonly ApplicationStage[] = ["hired", "rejected", "withdrawn"];

/** Hired, rejected and withdrawn end an application: nothing moves it on, and it can no longer be withdrawn. */
export const isFinalStage = (stage: ApplicationStage) => FINAL_STAGES.includes(stage);

/** A date as the talent's screens show it: "24 Nov 2026". */
export const formatApplicationDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** The job page's apply box and dialog. */
export const APPLY_COPY = {
  heading: "Interested in this role?",
  signedOutLead:
    "Create your talent profile in minutes, then apply with it. Vetted talent join their team in 2-3 days.",
  apply: "Apply",
  haveAccount: "Already have an account?",
  logIn: "Log in",
  browseMore: "Browse more jobs",
  recruiterNote: "Talent see an Apply button here. Recruiters post and manage jobs from their workspace.",
  loading: "Checking your application…",
  loadFailed: "Your application status could not be loaded.",
  retry: "Try again",
  talentLead: "Apply with your profile: the company sees it as it is, with an optional note.",
  appliedOn: (date: string) => `Applied on ${date}`,
  currentStage: "Current stage",
  viewApplications: "View your applications",
  dialogTitle: (title: string) => `Apply: ${title}`,
  profileGoes: "Your profile goes with your application as it is now.",
  previewProfile: "Preview your profile",
  coverNote: "Cover note (optional)",
  coverNoteHint: "Why you and why this role, in a few lines.",
  counter: (length: number) => `${length.toLocaleString("en-US")} / ${COVER_NOTE_MAX.toLocaleString("en-US")}`,
  coverNoteTooLong: `The cover note may not be longer than ${COVER_NOTE_MAX.toLocaleString("en-US")} characters.`,
  resume: "Another résumé for this job (optional, PDF)",
  resumeHint: "Leave empty to send the résumé of your profile.",
  resumeNotPdf: "Choose a PDF file.",
  submit: "Submit application",
  sending: "Sending…",
  cancel: "Cancel",
  close: "Close",
  failed: "Your application could not be sent. Please try again.",
  incompleteTitle: "Complete your profile to apply",
  incompleteLead: `Companies see your profile first, so it needs to be at least ${APPLY_THRESHOLD}% complete. Still missing:`,
  editProfile: "Edit your profile",
} as const;

export const SAVE_COPY = {
  save: "Save",
  saved: "Saved",
  saveLabel: (title: string) => `Save ${title}`,
  unsaveLabel: (title: string) => `Unsave ${title}`,
  failed: "The job could not be saved. Please try again.",
  signInToSave: "Log in to save jobs",
} as const;

export const CLOSED_JOB_COPY = {
  badge: "Closed",
  title: "This job is closed",
  body: "The company no longer takes applications for this role.",
  board: "Browse open jobs",
} as const;

/** The talent's Applications page. */
export const APPLICATIONS_PAGE = {
  title: "Applications",
  lead: "Every job you applied for, where it stands, and what changed.",
  emptyTitle: "No applications yet",
  emptyBody: "Find a role you like and apply with your profile.",
  browse: "Browse jobs",
  appliedOn: (date: string) => `Applied ${date}`,
  timeline: "History",
  reason: "Reason",
  message: "Message from the company",
  withdraw: "Withdraw",
  withdrawTitle: "Withdraw this application?",
  withdrawBody: (title: string) =>
    `The company will see that you withdrew from “${title}”. You cannot apply to this job again.`,
  confirmWithdraw: "Withdraw application",
  withdrawing: "Withdrawing…",
  keep: "Keep it",
  withdrawFailed: "The application could not be withdrawn. Please try again.",
  refreshFailed: "Your applications could not be refreshed. What you see may be out of date.",
  jobClosed: "Job closed",
} as const;

/** The talent's Saved jobs page. */
export const SAVED_JOBS_PAGE = {
  title: "Saved jobs",
  lead: "Jobs you bookmarked to come back to.",
  emptyTitle: "No saved jobs yet",
  emptyBody: "Save jobs from the board to compare them later.",
  browse: "Browse jobs",
  closed: "Closed",
  closedNote: "No longer takes applications",
  savedOn: (date: string) => `Saved ${date}`,
  unsave: "Unsave",
  unsaveLabel: (title: string) => `Unsave ${title}`,
  unsaveFailed: "The job could not be removed. Please try again.",
} as const;

/** The talent Overview's applications card. */
export const APPLICATIONS_SUMMARY = {
  heading: "Applications",
  count: (active: number, total: number) =>
    total === 0
      ? "You have not applied for a job yet."
      : `${active} active ${active === 1 ? "application" : "applications"}${total > active ? `, ${total - active} closed` : ""}.`,
  link: "View your applications",
} as const;
