/** Copy of the verification and password reset screens. */

export const VERIFY_EMAIL_COPY = {
  title: "Verify your email",
  lead: "Confirming your email keeps your account safe.",
  checking: "Checking your link…",
  verified: "Your email is verified",
  verifiedLead: "Thank you. Your account is ready.",
  toWorkspace: { talent: "Go to your workspace", client: "Go to your workspace" },
  failed: "We could not verify your email",
  missingToken:
    "This link is incomplete. Please open the link from the email exactly as we sent it, or log in: your workspace offers to send a new one.",
  login: "Log in",
  fallbackError: "Something went wrong while checking your link. Please try again.",
} as const;

export const BANNER_COPY = {
  heading: "Verify your email",
  text: (email: string) => `We sent a link to ${email}. Open it to confirm the address is yours.`,
  resend: "Resend",
  sending: "Sending…",
  sent: "Sent. Check your inbox (and the spam folder).",
  fallbackError: "We could not send the email. Please try again.",
} as const;

export const FORGOT_PASSWORD_COPY = {
  title: "Forgot your password?",
  lead: "Enter your email and we will send you a link to choose a new one.",
  kindLegend: "My account is a",
  submit: "Send reset link",
  sending: "Sending…",
  sentTitle: "Check your email",
  sent: "If an account exists for that email, we sent a link to reset its password. The link is valid for 1 hour.",
  backToLogin: "Back to log in",
  fallbackError: "We could not send the link. Please try again.",
} as const;

export const RESET_PASSWORD_COPY = {
  title: "Choose a new password",
  lead: "Pick a password you do not use anywhere else. Every device signed in to your account will be logged out.",
  password: "New password",
  confirm: "Confirm new password",
  mismatch: "The passwords do not match.",
  submit: "Change password",
  sending: "Changing password…",
  doneTitle: "Your password has been changed",
  done: "Log in with your new password.",
  login: "Log in",
  invalidTitle: "This link does not work",
  missingToken: "This link is incomplete. Please open the link from the email exactly as we sent it.",
  requestNew: "Request a new link",
  fallbackError: "We could not change your password. Please try again.",
} as const;

export const FORGOT_PASSWORD_PATH = "/forgot-password";
export const FORGOT_PASSWORD_LINK = "Forgot password?";
