/**
 * The rule for a talent's handle, the {handle} of /profiles/{handle}: lowercase a-z and 0-9 in words joined
 * by single hyphens, 3 to 40 characters, not a word the site reserves. Pure: the editor checks it live
 * with the same code the server runs.
 */
export const HANDLE_MIN_LENGTH = 3;
export const HANDLE_MAX_LENGTH = 40;

const HANDLE_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

// Paths and words a handle could be confused with, now or as routes grow.
export const RESERVED_HANDLES: ReadonlySet<string> = new Set([
  "about",
  "account",
  "admin",
  "administrator",
  "api",
  "app",
  "applications",
  "auth",
  "blog",
  "client",
  "clients",
  "contact",
  "dashboard",
  "edit",
  "files",
  "for-talent",
  "fresh-talent",
  "help",
  "home",
  "jobs",
  "login",
  "logout",
  "manage",
  "manager",
  "me",
  "new",
  "null",
  "onboarding",
  "privacy-policy",
  "profile",
  "profiles",
  "recruiter",
  "recruiters",
  "register",
  "root",
  "saved-jobs",
  "search",
  "settings",
  "signup",
  "sitemap",
  "staff",
  "support",
  "system",
  "talent",
  "talents",
  "terms-and-conditions",
  "test",
  "undefined",
  "vetting",
  "www",
]);

/** Why `value` cannot be a handle, or null when it can. */
export function handleProblem(value: string): string | null {
  if (value.length < HANDLE_MIN_LENGTH) return `The handle must be at least ${HANDLE_MIN_LENGTH} characters.`;
  if (value.length > HANDLE_MAX_LENGTH) return `The handle may not be greater than ${HANDLE_MAX_LENGTH} characters.`;
  if (!HANDLE_PATTERN.test(value)) {
    return "The handle may only contain lowercase letters, digits and single hyphens between them.";
  }
  if (RESERVED_HANDLES.has(value)) return "This handle is reserved. Please choose another one.";
  return null;
}

export const isValidHandle = (value: string) => handleProblem(value) === null;

/** "Amara Okafor" → "amara-okafor"; accents are dropped ("Zoë" → "zoe"), anything else becomes a hyphen. */
export function slugify(text: string, maxLength = HANDLE_MAX_LENGTH): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, "");
}

// Room for "-" and a number of up to six digits, so a suffixed handle still fits.
const BASE_MAX_LENGTH = HANDLE_MAX_LENGTH - 7;
const FALLBACK_BASE = "talent";

/** The handle a name suggests before any suffix; "talent" when the name gives nothing usable. */
export function handleBase(firstName: string, lastName: string): string {
  const base = slugify(`${firstName} ${lastName}`, BASE_MAX_LENGTH);
  return isValidHandle(base) ? base : FALLBACK_BASE;
}

/** The n-th candidate for a base: "amara-okafor", "amara-okafor-2", "amara-okafor-3", … (valid ones only). */
export function handleCandidate(base: string, n: number): string | null {
  const candidate = n <= 1 ? base : `${base}-${n}`;
  return isValidHandle(candidate) ? candidate : null;
}
