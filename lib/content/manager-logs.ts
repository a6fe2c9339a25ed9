/** Copy of the console's audit log, metrics and mail pages. */

export const AUDIT_COPY = {
  title: "Audit log",
  lead: "Every manager action: who did what, on what, when, and the state before and after. Entries cannot be changed or removed.",
  filters: {
    legend: "Filter the log",
    action: "Action",
    anyAction: "Any action",
    manager: "Manager",
    anyManager: "Any manager",
    targetKind: "Target kind",
    anyTargetKind: "Any kind",
    targetId: "Target id",
    from: "From",
    to: "To",
    apply: "Apply filters",
    clear: "Clear",
  },
  columns: { at: "When", manager: "Manager", action: "Action", target: "Target", details: "Details" },
  details: "Details",
  before: "Before",
  after: "After",
  nothing: "(none)",
  system: "System",
  invalid: "These filters cannot be applied:",
  download: "Download CSV",
  downloading: "Preparing…",
  downloadFailed: "The CSV could not be downloaded. Please try again.",
  emptyFiltered: {
    title: "No entries match these filters",
    body: "Widen the date range or clear a filter.",
    action: "Clear filters",
  },
  empty: {
    title: "Nothing logged yet",
    body: "Manager actions appear here as soon as someone vets a talent, reviews a job or manages an account.",
    action: "Go to vetting",
  },
  count: (total: number) => `${total} ${total === 1 ? "entry" : "entries"}`,
} as const;

export const METRICS_COPY = {
  title: "Metrics",
  lead: "Weekly counts by ISO week (Monday to Sunday, UTC), the current week last.",
  range: "Weeks shown",
  weeksOption: (weeks: number) => `${weeks} weeks`,
  thisWeek: "This week",
  inWindow: (weeks: number) => `in ${weeks} weeks`,
  share: "Vetted share",
  shareHelp: "Vetted ÷ vetting submissions over the window",
  shareNone: "No submissions",
  chartTitle: (weeks: number) => `Weekly activity over the last ${weeks} weeks`,
  chartDesc:
    "Lines for sign-ups, complete profiles, vetting submissions, vetted talent, applications and hires; one point per week.",
  tableToggle: "Show the numbers as a table",
  weekColumn: "Week of",
} as const;

export const HIRING_SPEED_COPY = {
  title: "Time to hire (all time)",
  lead: "Median days per job category; n is how many hires each median is of, so read a small n with care.",
  category: "Category",
  applicationToHire: "Application to hire",
  publishToFirstHire: "Publishing to first hire",
  median: (days: number | null, count: number) => (days === null ? "—" : `${days} days (n = ${count})`),
  none: "No hires yet.",
  trialTitle: "Ended in their trial",
  trialShare: (share: number | null) => (share === null ? "No ended engagements" : `${Math.round(share * 1000) / 10}%`),
  trialOf: (inTrial: number, ended: number) => `${inTrial} of ${ended} ended engagements (all time)`,
} as const;

export const METRIC_LABELS = {
  signups: "Sign-ups",
  talent_signups: "Talent sign-ups",
  client_signups: "Recruiter sign-ups",
  complete_profiles: "Complete profiles",
  vetting_submissions: "Vetting submissions",
  vetted: "Vetted",
  applications: "Applications",
  hires: "Hires",
} as const;

export const MAIL_COPY = {
  title: "Mail",
  lead: "Every message the product sends, newest first. A link that resets a password, proves an address or invites a manager shows as [redacted]: only its recipient's mail carries it (without SMTP_URL, the server's log prints it).",
  tabs: { parked: "Needs attention", pending: "Queued", sent: "Sent", all: "All" },
  search: "Search by recipient or subject",
  searchButton: "Search",
  columns: { recipient: "To", subject: "Subject", kind: "Kind", status: "Status", created: "Queued", sent: "Sent" },
  statuses: { pending: "Queued", sent: "Sent", parked: "Parked" },
  attempts: (n: number) => `${n} ${n === 1 ? "attempt" : "attempts"}`,
  open: "Open",
  back: "All mail",
  text: "Text",
  links: "Links in this message",
  noLinks: "This message has no links.",
  redacted:
    "[redacted] stands for a link's secret token: only the recipient's mail carries it. Opening a message is kept in the audit log.",
  lastError: "Last error",
  retry: "Retry sending",
  retrying: "Retrying…",
  retried: "The message is queued again.",
  retryFailed: "The message could not be queued again.",
  empty: {
    title: "No mail here",
    body: "Messages appear as soon as someone signs up, resets a password or gets a notification.",
    action: "Show all mail",
  },
} as const;
