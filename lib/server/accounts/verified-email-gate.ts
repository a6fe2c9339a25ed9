import "server-only";

import type { MemberKind } from "@/lib/accounts/kinds";
import { EMAIL_NOT_VERIFIED_FIELD, VERIFIED_EMAIL_GATE, type VerifiedEmailAction } from "@/lib/content/verified-email";

import type { Db } from "../db/types";
import { validationFailed } from "../http/errors";
import { unverifiedEmail } from "./email-verification";

/**
 * Refuses (422, field `email_not_verified`) an action that reaches other people until the account's email is verified:
 * a talent applying, a recruiter publishing. Building a profile or saving a draft never waits for it.
 */
export async function assertEmailVerified(
  db: Db,
  kind: MemberKind,
  accountId: number,
  action: VerifiedEmailAction,
): Promise<void> {
  if ((await unverifiedEmail(db, kind, accountId)) === null) return;
  throw emailNotVerified(action);
}

/** The refusal itself, for a caller that read the verification along with other things. */
export function emailNotVerified(action: VerifiedEmailAction) {
  const message = VERIFIED_EMAIL_GATE[action];
  return validationFailed({ [EMAIL_NOT_VERIFIED_FIELD]: [message] }, message);
}
