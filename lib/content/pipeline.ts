/** The words of the recruiter's Overview and of a job's applicants board. */

export const OVERVIEW_COPY = {
  jobsHeading: "Open jobs",
  jobsIntro: "Applicants per stage. Open a job to move its applicants along.",
  noJobs: "You haven't posted a job yet. Post one and applicants will appear here, stage by stage.",
  postFirstJob: "Post your first job",
  noOpenJobs: "None of your jobs is open right now. Publish a draft or reopen a job to take applications.",
  allJobs: "All your jobs",
  newLabel: "new",
  viewBoard: "Applicants",
  attentionHeading: "Needs attention",
  attentionIntro: "Applications nobody has moved or noted for 3 days or more, the longest waiting first.",
  attentionEmpty: "All caught up. Every active applicant has been looked at in the last 3 days.",
} as const;

export const idleFor = (days: number) => `waiting ${days} ${days === 1 ? "day" : "days"}`;

export const BOARD_COPY = {
  back: "All jobs",
  publicPage: "View the job page",
  stagesNav: "Stages",
  emptyTitle: "No applicants yet",
  emptyOpen: "Share the job page: talent who apply appear here, in Applied.",
  emptyDraft: "This job is a draft. Publish it so talent can find it and apply.",
  emptyColumn: "No one here",
  dropHere: "Drop here",
  moveHandle: (name: string) => `Drag ${name}'s card`,
  moveTo: "Move to…",
  // Starts with the visible "Move to", so speech input ("click Move to") and the label-in-name rule (WCAG 2.5.3) find it.
  moveMenuLabel: (name: string) => `Move to another stage: ${name}`,
  final: "Final stage",
  withdrawnNote: "The talent withdrew; the card can't be moved.",
  refreshing: "Refreshing the board…",
  refreshFailed: "The board could not be refreshed.",
  retry: "Try again",
  moveFailed: "The move didn't go through; the card is back where it was.",
  moveConflict: "Someone else changed this application, or that move isn't allowed. The board has been refreshed.",
  moved: (name: string, stage: string) => `${name} moved to ${stage}.`,
  dismiss: "Dismiss",
  showMore: (left: number) => `Show more (${left} more)`,
  // Holds the visible words (WCAG 2.5.3); the stage tells the columns' buttons apart.
  showMoreLabel: (stage: string, left: number) => `Show more (${left} more) in ${stage}`,
  showMoreLoading: "Loading…",
  showMoreFailed: "More applicants could not be loaded.",
} as const;

export const inStageFor = (days: number) =>
  days < 1 ? "In stage since today" : `${days} ${days === 1 ? "day" : "days"} in stage`;
export const appliedOn = (date: string) => `Applied ${date}`;
export const perHour = (rate: number) => `$${rate}/hr`;

export const DETAIL_COPY = {
  close: "Close",
  profile: "Full profile",
  resume: "Résumé",
  noResume: "No résumé uploaded",
  skills: "Matching skills",
  noSkills: "None of the job's skills listed on the profile",
  coverNote: "Cover note",
  noCoverNote: "No cover note.",
  stage: "Stage",
  history: "History",
  notes: "Private notes",
  notesHint: "Only your team sees these notes; the talent never does.",
  noNotes: "No notes yet.",
  addNote: "Add note",
  noteLabel: "New private note",
  noteSaving: "Saving…",
  noteFailed: "The note could not be saved.",
  newTab: "(opens in a new tab)",
} as const;

/** Who moved an application, told from the move itself: only the talent applies or withdraws. */
export const historyActor = (to: string, from: string | null) =>
  from === null || to === "withdrawn" ? "by the talent" : "by your team";

export const REJECT_COPY = {
  title: (name: string) => `Reject ${name}`,
  intro: "The talent sees the rejection with its reason and your message. Your private notes stay private.",
  reason: "Reason",
  reasonPlaceholder: "Choose a reason",
  reasonRequired: "Choose a reason for the rejection.",
  message: "Message to the talent (optional)",
  messageTooLong: "The message may not be longer than 2,000 characters.",
  cancel: "Cancel",
  submit: "Reject",
  saving: "Rejecting…",
} as const;

export const HIRE_COPY = {
  title: (name: string) => `Mark ${name} as hired?`,
  intro: (name: string) =>
    `Hired is the last stage: the card can't be moved afterwards. ${name} sees it in their applications.`,
  cancel: "Cancel",
  submit: "Mark as hired",
  saving: "Saving…",
} as const;

export const ANNOUNCE = {
  instructions:
    "To move an applicant, press Space to pick up the card, use the left and right arrow keys to choose a stage, then press Space to drop it there, or Escape to cancel.",
  pickedUp: (name: string, stage: string) => `Picked up ${name}, in ${stage}.`,
  over: (name: string, stage: string) => `${name} is over ${stage}.`,
  notOver: (name: string) => `${name} is not over a stage.`,
  dropped: (name: string, stage: string) => `${name} dropped in ${stage}.`,
  stayed: (name: string, stage: string) => `${name} stays in ${stage}.`,
  cancelled: (name: string, stage: string) => `Move cancelled. ${name} stays in ${stage}.`,
} as const;

export const BOARD_PAGE = {
  description: "Move applicants through the pipeline.",
  eyebrow: "Applicants",
} as const;
