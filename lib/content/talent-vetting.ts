import { APPLY_THRESHOLD } from "@/lib/profiles/completeness";
import type { VettingStage } from "@/lib/vetting/stages";

/** The server's refusals of a submission for vetting. */
export const TALENT_VETTING_ERRORS = {
  verifyLabel: "Verify your email address",
  verifyFirst:
    "Verify your email address before submitting for vetting: open the link we sent you, or send a new one from your dashboard.",
  noProfile: "Complete your profile",
  inProgress: "Your vetting is already in progress.",
  alreadyVetted: "You are already vetted.",
  tooEarly: (date: string) => `You can submit your profile for vetting again from ${date}.`,
} as const;

/** The Vetting card of the talent's Overview. */
export const VETTING_CARD = {
  heading: "Vetting",
  intro:
    "Only the top 3% of applicants are accepted. Get vetted and your profile carries the Vetted badge, and recruiters see you first.",
  stepsHeading: "How vetting works",
  steps: [
    "You submit your profile",
    "A manager reviews your profile and résumé",
    "A practical skills assessment in your field",
    "A live interview with a senior specialist",
    "You are vetted",
  ],
  submit: "Submit for vetting",
  submitting: "Submitting…",
  submitFailed: "Your profile could not be submitted. Please try again.",
  blockedHeading: "Before you can submit",
  profileBlocker: `Your profile needs to be at least ${APPLY_THRESHOLD}% complete.`,
  profileLink: "Complete your profile",
  emailBlocker: "Verify your email address first: open the link we sent you, or send a new one.",
  emailLink: "Go to the verification notice",
  progressLabel: "Your vetting progress",
  reachedOn: (date: string) => `Reached ${date}`,
  current: "current stage",
  done: "done",
  next: (what: string) => `Next: ${what}`,
  vettedHeading: "You are vetted",
  vettedOn: (date: string) => `Vetted on ${date}`,
  declinedHeading: "Not this time",
  declinedOn: (date: string) => `Declined on ${date}`,
  reasonLabel: "Why",
  reapplyOn: (date: string) => `You can submit again from ${date}.`,
  reapplyNow: "You can submit your profile again.",
  refreshFailed: "Your vetting status could not be refreshed. It may be out of date.",
} as const;

/** What the stage after each in-progress one involves, for the stepper's "Next" line. */
export const VETTING_NEXT_STEP: Partial<Record<VettingStage, string>> = {
  submitted: "Profile review: a manager reviews your profile, experience and résumé against the bar for your field.",
  profile_review: "Skills assessment: a practical assessment in your field, sent by email, to take within 7 days.",
  skills_assessment: "Live interview: a 45-minute video call with a senior member of our network.",
  live_interview: "Vetted: your profile carries the Vetted badge and recruiters see you first.",
};
