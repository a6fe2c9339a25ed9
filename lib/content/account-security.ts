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
  dialogBody: "Every device signed in to this account, this one included, will be signed out. You can log in again with your password.",
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
