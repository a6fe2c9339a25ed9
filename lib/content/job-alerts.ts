/** Copy of job alerts: the board's "Save this search" and the talent's Job alerts section. */
export const SAVE_SEARCH_COPY = {
  open: "Save this search",
  nameLabel: "Name of the search",
  save: "Save search",
  saving: "Saving…",
  cancel: "Cancel",
  hint: "New jobs that match these filters will be emailed to you once a day.",
  saved: "Search saved. New matching jobs will be emailed to you daily.",
  seeAlerts: "See your job alerts",
  failed: "The search could not be saved. Please try again.",
} as const;

export const JOB_ALERTS_SECTION = {
  id: "job-alerts",
  title: "Job alerts",
  lead: "Searches you saved on the jobs board. New jobs that match them are emailed to you once a day.",
  off: "Job alerts are switched off, so these searches send no email.",
  offLink: "Change your notification settings",
  emptyTitle: "No saved searches yet",
  emptyBody: "Filter the jobs board, then choose “Save this search” to hear about new matching jobs.",
  browse: "Search jobs",
  open: "Open on the board",
  openLabel: (name: string) => `Open ${name} on the board`,
  remove: "Delete",
  removeLabel: (name: string) => `Delete the search ${name}`,
  removeFailed: "The search could not be deleted. Please try again.",
  savedOn: (date: string) => `Saved ${date}`,
} as const;
