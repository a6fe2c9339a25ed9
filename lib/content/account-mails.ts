/** Words of the account mails (verification and password reset); the mail layout adds name and footer. */

export const VERIFY_EMAIL_MAIL = {
  kind: "verify_email",
  subject: "Verify your email address",
  greeting: (firstName: string) => `Hi ${firstName},`,
  paragraphs: [
    "Welcome aboard. Please confirm that this address is yours, so we can keep your account safe and reach you about your applications and jobs.",
  ],
  action: "Verify my email",
  footnote: "This link is valid for 24 hours. If you did not create an account, you can ignore this message.",
} as const;

export const RESET_PASSWORD_MAIL = {
  kind: "reset_password",
  subject: "Reset your password",
  greeting: (firstName: string) => `Hi ${firstName},`,
  paragraphs: [
    "Someone asked to reset the password of your account. If it was you, choose a new password with the link below; every device signed in to your account will be logged out.",
  ],
  action: "Choose a new password",
  footnote:
    "This link is valid for 1 hour and works once. If you did not ask for it, ignore this message: your password stays as it is.",
} as const;

export const CHANGE_EMAIL_MAIL = {
  kind: "change_email",
  subject: "Confirm your new email address",
  // Whoever asked chose the name, and the address may be a stranger's: the greeting carries none of their text.
  greeting: () => "Hello,",
  paragraphs: [
    "You asked to use this address for your account. Confirm it with the link below; until then, your account keeps its current address.",
  ],
  action: "Confirm my new email",
  footnote: "This link is valid for 24 hours and works once. If you did not ask for this, ignore this message.",
} as const;

export const EMAIL_CHANGE_NOTICE_MAIL = {
  kind: "email_change_notice",
  subject: "Your email address is about to change",
  greeting: (firstName: string) => `Hi ${firstName},`,
  paragraphs: (newEmail: string) => [
    `Someone signed in to your account asked to change its email address to ${newEmail}. It changes only once that address is confirmed.`,
    "If this was not you, change your password now and log out everywhere from your account page.",
  ],
  footnote: "You receive this message at your current address so that a change can never happen without you knowing.",
} as const;

/** The 429 when an address had its share of a kind of mail (lib/server/mail/recipient-limits.ts). */
export const RECIPIENT_LIMIT_MESSAGE = "We have sent as many emails of this kind to this address as we allow for now.";

/** The 403 of an email change asked from an account whose current address is not verified. */
export const EMAIL_CHANGE_NEEDS_VERIFIED_MESSAGE =
  "Verify your current email address before changing it: open the link we sent you, or send a new one.";
