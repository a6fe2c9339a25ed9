/** Copy of the Password and Sessions cards of both account pages. */
export const PASSWORD_CARD = {
  heading: "Password",
  lead: "Changing it signs you out on every other device.",
  current: "Current password",
  password: "New password",
  confirm: "Confirm new password",
  mismatch: "The passwords do not match.",
  submit: "Change password",
  sending: "Changing password…",
  done: "Password changed. Other devices were signed out.",
  failed: "Your password could not be changed. Please try again.",
} as const;

export const SESSIONS_CARD = {
  heading: "Sessions",
  lead: "Signed in on a device you no longer use? End every session at once, this one included.",
  logoutAll: "Log out everywhere",
  dialogTitle: "Log out everywhere?",
  dialogBody:
    "Every device signed in to this account, this one included, will be signed out. You can log in again with your password.",
  cancel: "Cancel",
  confirm: "Log out everywhere",
  sending: "Logging out…",
  failed: "We could not sign you out everywhere. Please try again.",
} as const;

export const RECRUITER_ACCOUNT = {
  title: "Account",
  lead: "Your details, your password and where you are signed in.",
  detailsHeading: "Your details",
  name: "Name",
  email: "Email",
  company: "Company",
  noCompany: "No company yet",
} as const;

export const EMAIL_CARD = {
  heading: "Email",
  lead: "Where we write to you and the address you log in with. A new address takes effect once you open the link we send to it.",
  current: (email: string) => `Your email is ${email}.`,
  pending: (email: string) =>
    `Waiting for you to confirm ${email}: open the link we sent there. Until then, your email stays as it is.`,
  newEmail: "New email",
  password: "Current password",
  submit: "Change email",
  sending: "Sending link…",
  failed: "We could not start the change. Please try again.",
} as const;

export const CONFIRM_EMAIL_COPY = {
  title: "Confirm your new email",
  lead: "Opening this link moves your account to the new address.",
  checking: "Checking your link…",
  confirmed: "Your email is changed",
  failed: "We could not change your email",
  missingToken: "This link is incomplete. Please open the link from the email exactly as we sent it.",
  toAccount: { talent: "Go to your account", client: "Go to your account" },
  fallbackError: "Something went wrong while checking your link. Please try again.",
} as const;

export const DELETE_ACCOUNT_CARD = {
  heading: "Delete account",
  lead: {
    talent:
      "Your profile, files, saved jobs and vetting are removed. Companies you applied to keep the application, without your name or files.",
    client:
      "Your company page and drafts are removed and your published jobs close. Talent who applied see the job as closed.",
  },
  trigger: "Delete account",
  dialogTitle: "Delete your account?",
  dialogBody: "This cannot be undone. Every device signed in to this account will be signed out.",
  password: "Current password",
  email: "Type your email to confirm",
  cancel: "Cancel",
  confirm: "Delete my account",
  sending: "Deleting…",
  failed: "Your account could not be deleted. Please try again.",
} as const;
