import { COVER_NOTE_MAX } from "@/lib/applications/limits";
import { INVITATION_MESSAGE_MAX } from "@/lib/validation/invitations";

const count = (length: number, max: number) => `${length.toLocaleString("en-US")} / ${max.toLocaleString("en-US")}`;

/** The talent Overview's Invitations card and its dialogs. */
export const INVITATIONS_CARD = {
  heading: "Invitations",
  lead: "Recruiters who saw your profile invite you to apply to their jobs.",
  none: "No open invitations right now.",
  invitedOn: (date: string) => `Invited on ${date}`,
  message: "Their message",
  jobClosed: "This job is closed and no longer takes applications.",
  apply: "Apply",
  applyLabel: (title: string) => `Apply to ${title}`,
  applyTitle: (title: string) => `Apply: ${title}`,
  applyBody: "Your profile goes to the company as it is now, with an optional note. This is your application.",
  coverNote: "Cover note (optional)",
  counter: (length: number) => count(length, COVER_NOTE_MAX),
  coverNoteTooLong: `The cover note may not be longer than ${COVER_NOTE_MAX.toLocaleString("en-US")} characters.`,
  submit: "Submit application",
  sending: "Sending…",
  cancel: "Cancel",
  applyFailed: "Your application could not be sent. Please try again.",
  editProfile: "Edit your profile",
  applied: (title: string) => `You applied to ${title}.`,
  viewApplication: "View your application",
  decline: "Decline",
  declineLabel: (title: string) => `Decline the invitation to ${title}`,
  declineTitle: "Decline this invitation?",
  declineBody: (title: string, company: string) =>
    `${company} will see that you declined the invitation to ${title}. You can still apply from the job page while it is open.`,
  keep: "Keep it",
  confirmDecline: "Decline invitation",
  declining: "Declining…",
  declineFailed: "The invitation could not be declined. Please try again.",
  declined: (title: string) => `You declined the invitation to ${title}.`,
  past: (n: number) => `Past invitations (${n})`,
  status: { accepted: "Applied", declined: "Declined", pending: "Waiting" },
} as const;

/** The recruiter's "Invite to apply" button and dialog. */
export const INVITE_COPY = {
  button: "Invite to apply",
  profileLead: (firstName: string) => `Think ${firstName} fits one of your open jobs?`,
  title: (name: string) => `Invite ${name} to apply`,
  description: "They get your invitation on their Overview and by email, and can apply in one step.",
  job: "Job",
  chooseJob: "Choose one of your open jobs",
  loadingJobs: "Loading your open jobs…",
  jobsFailed: "Your jobs could not be loaded.",
  retry: "Try again",
  noOpenJobs: "You have no open jobs to invite to. Publish a job first.",
  postJob: "Post a job",
  message: "Message (optional)",
  messageHint: "A line on why they fit this role.",
  counter: (length: number) => count(length, INVITATION_MESSAGE_MAX),
  messageTooLong: `The message may not be longer than ${INVITATION_MESSAGE_MAX} characters.`,
  pickJob: "Choose a job.",
  send: "Send invitation",
  sending: "Sending…",
  cancel: "Cancel",
  close: "Close",
  failed: "The invitation could not be sent. Please try again.",
  sent: (name: string, job: string) => `Invitation sent: ${name} can now apply to ${job} in one step.`,
} as const;

/** On a job page, for a talent a recruiter invited to that job. */
export const INVITED_NOTE = "You were invited to apply.";
