import { site } from "./site";

/** The console's Accounts section and manager invitations: labels, messages, the invitation mail. */
export const ACCOUNTS_COPY = {
  title: "Accounts",
  lead: "Find talent and clients by name or email, suspend or reinstate them, and end their sessions.",
  tabs: { accounts: "Talent and clients", managers: "Managers" },
  search: {
    label: "Name or email",
    placeholder: "Search by name or email",
    kind: "Kind",
    status: "Status",
    submit: "Search",
    kinds: { all: "All kinds", talent: "Talent", client: "Clients" },
    statuses: { all: "Any status", active: "Active", suspended: "Suspended" },
  },
  columns: {
    name: "Name",
    kind: "Kind",
    verified: "Email",
    status: "Status",
    details: "Company or vetting",
    actions: "Actions",
  },
  kindLabels: { talent: "Talent", client: "Client" },
  verified: "Verified",
  unverified: "Not verified",
  active: "Active",
  suspendedOn: (date: string) => `Suspended ${date}`,
  openJobs: (n: number) => (n === 1 ? "1 open job" : `${n} open jobs`),
  notSubmitted: "Not submitted for vetting",
  actionsFor: (name: string) => `Actions for ${name}`,
  actions: { suspend: "Suspend", reinstate: "Reinstate", endSessions: "End all sessions" },
  suspendDialog: {
    title: (name: string) => `Suspend ${name}?`,
    body: "They will be signed out everywhere and cannot log in until reinstated. A client's open jobs and jobs in review leave the board.",
    reason: "Reason (kept in the audit log)",
    confirm: "Suspend account",
    sending: "Suspending…",
    cancel: "Cancel",
  },
  reinstateDialog: {
    title: (name: string) => `Reinstate ${name}?`,
    body: "They can log in again, and the jobs closed by the suspension come back as they were.",
    confirm: "Reinstate",
    sending: "Reinstating…",
  },
  endSessionsDialog: {
    title: (name: string) => `End all sessions of ${name}?`,
    body: "They are signed out on every device and can log in again with their password.",
    confirm: "End all sessions",
    sending: "Ending sessions…",
  },
  done: {
    suspend: (name: string) => `${name} is suspended.`,
    reinstate: (name: string) => `${name} is reinstated.`,
    endSessions: (name: string, n: number) => `Ended ${n} ${n === 1 ? "session" : "sessions"} of ${name}.`,
  },
  failed: "That did not work. Please try again.",
  reasonRequired: "The reason field is required.",
  empty: { title: "No accounts yet", body: "Talent and clients appear here as soon as they sign up." },
  noResults: {
    title: "No accounts match",
    body: "Try another name or email, or widen the kind and status.",
    clear: "Clear the search",
  },
  pagination: {
    label: "Pages",
    previous: "Previous",
    next: "Next",
    page: (page: number, last: number) => `Page ${page} of ${last}`,
  },
  total: (n: number) => (n === 1 ? "1 account" : `${n} accounts`),
} as const;

export const MANAGERS_COPY = {
  title: "Managers",
  invite: {
    title: "Invite a manager",
    lead: "They get a single-use link, valid for 7 days, to create their manager account.",
    email: "Email",
    submit: "Send invitation",
    sending: "Sending…",
    sent: (email: string) => `Invitation sent to ${email}. You can also pass on the link yourself:`,
    linkLabel: "Invitation link",
    copy: "Copy",
    copied: "Copied",
    failed: "The invitation could not be sent.",
  },
  list: { name: "Name", email: "Email", since: "Manager since", you: "(you)" },
  lastActive: "The only active manager: cannot be suspended.",
  suspendDialog: {
    title: (name: string) => `Suspend ${name}?`,
    body: "They are signed out everywhere, cannot sign in to the console until reinstated, and the invitations they sent stop working.",
    selfBody:
      "You will be signed out at once and cannot sign in until another manager reinstates you. Your pending invitations stop working.",
    reason: "Reason (kept in the audit log)",
    confirm: "Suspend manager",
    sending: "Suspending…",
  },
  reinstateDialog: {
    title: (name: string) => `Reinstate ${name}?`,
    body: "They can sign in to the console again. Invitations revoked with the suspension stay revoked.",
    confirm: "Reinstate",
    sending: "Reinstating…",
  },
  endSessionsDialog: {
    title: (name: string) => `End all sessions of ${name}?`,
    body: "They are signed out of the console on every device and can sign in again with their password.",
    confirm: "End all sessions",
    sending: "Ending sessions…",
  },
  pending: {
    title: "Pending invitations",
    none: "No pending invitations.",
    expires: (date: string) => `Link valid until ${date}`,
    by: (name: string) => `invited by ${name}`,
    revoke: "Revoke",
    revokeLabel: (email: string) => `Revoke the invitation to ${email}`,
    revokeDialog: {
      title: (email: string) => `Revoke the invitation to ${email}?`,
      body: "Its link stops working at once. You can send a new invitation later.",
      confirm: "Revoke invitation",
      sending: "Revoking…",
    },
    revoked: (email: string) => `The invitation to ${email} is revoked.`,
  },
} as const;

export const INVITE_PAGE_COPY = {
  title: "Join the manager console",
  lead: "A manager invited you. Choose your name and password to create your manager account.",
  submit: "Create manager account",
  sending: "Creating…",
  failed: "The manager account could not be created.",
  goneTitle: "This invitation cannot be used",
  toLogin: "Go to the manager sign-in",
} as const;

export const INVITE_GONE_MESSAGE =
  "This invitation has expired or was already used, or a manager revoked it. Ask a manager to send a new one.";
export const INVITATION_NOT_FOUND = "Invitation not found.";
export const INVITATION_NOT_PENDING = "This invitation was already used, revoked or has expired.";
export const MANAGER_NOT_FOUND = "Manager not found.";
export const MANAGER_ALREADY_SUSPENDED = "This manager is already suspended.";
export const MANAGER_NOT_SUSPENDED = "This manager is not suspended.";
export const LAST_ACTIVE_MANAGER_MESSAGE =
  "The last active manager cannot be suspended: the console needs at least one. Invite or reinstate another manager first.";
export const MANAGER_EMAIL_TAKEN = "A manager with this email already exists.";

export const MANAGER_INVITE_MAIL = {
  kind: "manager_invite",
  subject: `You are invited to manage ${site.name}`,
  greeting: "Hello,",
  paragraphs: (inviter: string) => [
    `${inviter} invited you to join the ${site.name} manager console, where managers vet talent, review jobs and look after accounts.`,
    "Open the link to choose your name and password. It works once.",
  ],
  action: "Create your manager account",
  footnote: "The link is valid for 7 days. If you did not expect this invitation, you can ignore this email.",
} as const;
