/** Copy and choices of the sign-in screens. */

import { MEMBER_KINDS, type MemberKind } from "@/lib/accounts/kinds";

export const COMPANY_SIZES = [
  { value: "1-10", label: "1-10 employees" },
  { value: "11-50", label: "11-50 employees" },
  { value: "51-200", label: "51-200 employees" },
  { value: "201-500", label: "201-500 employees" },
  { value: "500+", label: "More than 500 employees" },
] as const;

// The marketplace's categories (ids as the API knows them).
export const HIRING_CATEGORIES = [
  { id: 1, name: "Software Development" },
  { id: 2, name: "UI/UX Design" },
  { id: 3, name: "Digital Marketing" },
] as const;

/** The name each member kind goes by in copy: a `client` account is a recruiter (the Glossary). */
export const MEMBER_KIND_LABELS: Record<MemberKind, string> = { talent: "Talent", client: "Recruiter" };

/** The sign-in form's choice of account kind. */
export const MEMBER_KIND_CHOICES = MEMBER_KINDS.map((value) => ({ value, label: MEMBER_KIND_LABELS[value] }));

/** A login whose password is right for the other kind of account (said only after the password checked out). */
export const WRONG_ACCOUNT_KIND = {
  message: (kind: MemberKind) =>
    `This email and password are for a ${MEMBER_KIND_LABELS[kind].toLowerCase()} account. Log in as ${MEMBER_KIND_LABELS[kind]} instead.`,
  switchTo: (kind: MemberKind) => `Switch to ${MEMBER_KIND_LABELS[kind]}`,
} as const;

export const AUTH_COPY = {
  login: { submit: "Log in", sending: "Logging in…", kindLegend: "I am logging in as" },
  talentSignup: { submit: "Create account", sending: "Creating account…" },
  recruiterSignup: { submit: "Create account", sending: "Creating account…" },
  labels: {
    first_name: "First name",
    last_name: "Last name",
    email: "Email",
    password: "Password",
    company_name: "Company name",
    company_size: "Company size",
    phone: "Phone",
    website: "Website",
    hiring_for: "What are you hiring for?",
  },
  google: "Continue with Google",
} as const;

/** Our own sign-in error code: Google's address belongs to a password account that is not verified yet. */
export const GOOGLE_UNVERIFIED_ERROR = "GoogleUnverified";

/** Our own sign-in error code: Google's address belongs to a suspended account. */
export const ACCOUNT_SUSPENDED_ERROR = "AccountSuspended";
export const ACCOUNT_SUSPENDED_MESSAGE = "This account is suspended. Please contact support.";

/** What the sign-in page says for NextAuth's `error` query parameter. */
const SIGN_IN_ERRORS: Readonly<Record<string, string>> = {
  SessionRequired: "Please log in to see that page.",
  CredentialsSignin: "Login failed",
  OAuthSignin: "Google sign-in could not start. Please try again.",
  OAuthCallback: "Google sign-in did not complete. Please try again.",
  AccessDenied: "Google sign-in needs a verified email address.",
  [GOOGLE_UNVERIFIED_ERROR]:
    "An account with this email exists but its email is not verified yet. Log in with your password, then verify your email from the link we sent; after that you can continue with Google.",
  [ACCOUNT_SUSPENDED_ERROR]: ACCOUNT_SUSPENDED_MESSAGE,
};
const SIGN_IN_ERROR_FALLBACK = "Login failed";

/** The message for an error code from the URL: only our own codes, never a name the object inherits (`__proto__`). */
export function signInErrorMessage(code: string): string {
  return Object.hasOwn(SIGN_IN_ERRORS, code)
    ? (SIGN_IN_ERRORS[code] ?? SIGN_IN_ERROR_FALLBACK)
    : SIGN_IN_ERROR_FALLBACK;
}

export const AREA_GREETING = { first: "Welcome", returning: "Welcome back" } as const;

export const AREA_COPY = {
  talent: { intro: "Find your next remote role.", cta: "Explore Jobs" },
  client: { intro: "Post your roles and move vetted applicants from first look to hire.", cta: "Post a job" },
} as const;
