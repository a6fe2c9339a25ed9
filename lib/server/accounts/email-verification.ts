import "server-only";

import { and, eq, isNull, sql } from "drizzle-orm";

import type { MemberKind } from "@/lib/accounts/kinds";

import type { Db } from "../db/types";
import { ApiError, unauthorized } from "../http/errors";
import { enqueueMail } from "../mail/outbox";
import { consume, limits } from "../rate-limit/limits";
import { consumeLink, createLink, linkGone, linkMail } from "./account-links";
import { personTable } from "./account-tables";

export const EMAIL_VERIFIED_MESSAGE = "Your email is verified.";
export const ALREADY_VERIFIED_MESSAGE = "Your email is already verified.";
export const EMAIL_CHANGED_MESSAGE = "This link was sent to an address that is no longer your account's email.";
export const VERIFICATION_SENT_MESSAGE = "We sent a new verification link.";

type Recipient = { id: number; firstName: string; email: string };

/** Queues the verification mail; call it inside the transaction that creates (or changes) the account. */
export async function sendVerificationMail(tx: Db, kind: MemberKind, account: Recipient): Promise<void> {
  const token = await createLink(tx, { purpose: "verify_email", kind, accountId: account.id, email: account.email });
  await enqueueMail(tx, { to: account.email, ...linkMail("verify_email", kind, token, account.firstName) });
}

/**
 * Marks the account verified, only while the link's address is still the account's email: a link sent
 * to an old address must not vouch for a new one (the refusal rolls back, so the link stays as it was).
 */
export async function verifyEmail(db: Db, kind: MemberKind, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const link = await consumeLink(tx, "verify_email", token, kind);
    if (!link) throw linkGone("verify_email");
    const table = personTable(kind);
    const [row] = await tx.select({ email: table.email }).from(table).where(eq(table.id, link.accountId)).limit(1);
    if (!row || row.email.toLowerCase() !== link.email.toLowerCase()) throw new ApiError(410, EMAIL_CHANGED_MESSAGE);
    await tx
      .update(table)
      .set({ emailVerifiedAt: sql`coalesce(${table.emailVerifiedAt}, now())` })
      .where(eq(table.id, link.accountId));
  });
}

/** A new verification mail for a signed-in, not yet verified account (rate-limited per account). */
export async function resendVerification(db: Db, kind: MemberKind, id: number): Promise<void> {
  const table = personTable(kind);
  const [row] = await db
    .select({ id: table.id, firstName: table.firstName, email: table.email, verifiedAt: table.emailVerifiedAt })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  if (!row) throw unauthorized();
  if (row.verifiedAt) throw new ApiError(409, ALREADY_VERIFIED_MESSAGE);
  await consume(db, limits().resendVerificationPerAccount, `${kind}:${id}`, "Too many verification emails.");
  await db.transaction((tx) => sendVerificationMail(tx, kind, row));
}

/** Marks the account verified (Google vouched for the address, or a reset link proved the inbox). */
export async function markEmailVerified(db: Db, kind: MemberKind, id: number, email: string): Promise<void> {
  const table = personTable(kind);
  await db
    .update(table)
    .set({ emailVerifiedAt: new Date() })
    .where(and(eq(table.id, id), isNull(table.emailVerifiedAt), sql`lower(${table.email}) = lower(${email})`));
}

/** The address still waiting for verification, or null once verified (for the workspace banner). */
export async function unverifiedEmail(db: Db, kind: MemberKind, id: number): Promise<string | null> {
  const table = personTable(kind);
  const [row] = await db
    .select({ email: table.email, verifiedAt: table.emailVerifiedAt })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return row && row.verifiedAt === null ? row.email : null;
}
