/** Why an action waits for a verified email: the server's refusal and the notices that offer a resend. */
export const VERIFIED_EMAIL_GATE = {
  apply: "Verify your email address before applying: open the link we sent you, or send a new one.",
  publish:
    "Verify your email address before publishing a job: open the link we sent you, or send a new one. Drafts save as usual.",
} as const;

export type VerifiedEmailAction = keyof typeof VERIFIED_EMAIL_GATE;

/** The field the refusal names in `errors`, so the browser can tell it from other 422s and offer the resend. */
export const EMAIL_NOT_VERIFIED_FIELD = "email_not_verified";

/** What waits for the verified email, as the workspace banner says it, per account kind. */
export const VERIFY_BLOCKS = {
  talent: "Until then you can build your profile, but not apply to jobs or submit it for vetting.",
  client: "Until then you can save job drafts, but not publish them.",
} as const;

/** The job page's apply box while the talent's email is not verified. */
export const APPLY_VERIFY_NOTICE = {
  heading: "Verify your email to apply",
  text: (email: string) =>
    `We sent a link to ${email}. Open it, then come back to apply. Your profile is kept as it is.`,
} as const;
