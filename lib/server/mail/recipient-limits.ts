import "server-only";

import { RECIPIENT_LIMIT_MESSAGE } from "@/lib/content/account-mails";

import type { Db } from "../db/types";
import { ApiError } from "../http/errors";
import { databaseRateLimitStore } from "../rate-limit/db-store";
import { tooManyRequests } from "../rate-limit/limits";

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/**
 * Every mail a stranger can make the app send to an address, and how many of each kind one address may receive per
 * window, whoever asks (docs/security.md "Mail floods"). Counted when the mail is queued (`enqueueMail`), in the
 * `rate_limits` table of the shared database and in the mail's own transaction: every instance sees the same count,
 * and a mail rolled back is not counted. Kinds not listed (notifications about one's own applications, managers'
 * mails, daily mails) are bounded by what causes them.
 */
export const RECIPIENT_LIMITS = {
  /** The confirmation link of an email change, sent to the address asked for. */
  change_email: { max: 3, seconds: DAY },
  /** Password reset links (the request answers 202 either way: past the limit, no mail leaves). */
  reset_password: { max: 3, seconds: HOUR },
  /** Verification links, at sign-up and on "send a new one". */
  verify_email: { max: 5, seconds: DAY },
  /** A recruiter's invitation to apply (the invitation stands; past the limit only its mail is skipped). */
  invitation: { max: 10, seconds: DAY },
  /** A talent applied to the recruiter's job (the applicant is on the board either way). */
  new_applicant: { max: 50, seconds: HOUR },
} as const satisfies Record<string, { max: number; seconds: number }>;

export type LimitedMailKind = keyof typeof RECIPIENT_LIMITS;

export const isLimitedMailKind = (kind: string): kind is LimitedMailKind => Object.hasOwn(RECIPIENT_LIMITS, kind);

/** The 429 of a mail whose recipient had their share; `RecipientLimitReached` so callers can tell it from others. */
export class RecipientLimitReached extends ApiError {}

/**
 * Counts one mail of `kind` to `to` and throws `RecipientLimitReached` (429, with Retry-After) past the kind's
 * limit. Call it with the transaction that queues the mail; kinds without a limit pass.
 */
export async function takeRecipientSlot(tx: Db, kind: string, to: string): Promise<void> {
  if (!isLimitedMailKind(kind)) return;
  const limit = RECIPIENT_LIMITS[kind];
  const now = new Date();
  const window = await databaseRateLimitStore(tx).hit(
    `mail-to:${kind}:${to.trim().toLowerCase()}`,
    limit.seconds * 1000,
    now,
  );
  if (window.count <= limit.max) return;
  const refusal = tooManyRequests(window, now, RECIPIENT_LIMIT_MESSAGE);
  throw new RecipientLimitReached(refusal.status, refusal.message, undefined, refusal.headers);
}

/**
 * Queues a mail with `queue` where the change it tells of stands without it (a sign-up, an invitation, an
 * application): past the recipient's limit the mail is skipped, the change is kept. Any other error is thrown.
 */
export async function skipPastRecipientLimit(queue: () => Promise<unknown>): Promise<void> {
  try {
    await queue();
  } catch (error) {
    if (!(error instanceof RecipientLimitReached)) throw error;
  }
}
