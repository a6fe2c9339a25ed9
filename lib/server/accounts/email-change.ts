import "server-only";

import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";

import type { MemberKind } from "@/lib/accounts/kinds";
import { EMAIL_CHANGE_NEEDS_VERIFIED_MESSAGE, EMAIL_CHANGE_NOTICE_MAIL } from "@/lib/content/account-mails";
import { emailChangeRequestSchema, type EmailChangeRequest } from "@/lib/validation/email-change";

import { verifyPassword } from "../auth/passwords";
import { isUniqueViolation } from "../db/errors";
import { accountTokens } from "../db/schema";
import type { Db } from "../db/types";
import type { AuthedHandlerArgs } from "../http/api-handler";
import { readBody } from "../http/body";
import { apiError } from "../http/error-codes";
import { ApiError, unauthorized, validationFailed } from "../http/errors";
import { accepted } from "../http/respond";
import { enqueueMail } from "../mail/outbox";
import { consume, limits } from "../rate-limit/limits";
import { consumeLink, createLink, linkGone, linkMail } from "./account-links";
import { findPersonByEmail, personTable } from "./account-tables";
import { WRONG_CURRENT_PASSWORD_MESSAGE } from "./password-change";
import { EMAIL_TAKEN_MESSAGE } from "./register";
import { EVERY_LINK, voidAccountLinks } from "./void-links";

export const EMAIL_CHANGE_REQUESTED_MESSAGE =
  "We sent a confirmation link to the new address. Your email changes once you open it.";
export const SAME_EMAIL_MESSAGE = "This is already your account's email.";
export const EMAIL_TAKEN_NOW_MESSAGE = "Another account uses this address now, so it cannot become yours.";
export const emailChangedMessage = (email: string) => `Your email is now ${email}.`;

const UNIQUE_INDEX: Record<MemberKind, string> = {
  talent: "talents_email_lower_unique",
  client: "clients_email_lower_unique",
};

/**
 * Asks to move the account to `input.email`: the current password proves the owner; a link goes to the new
 * address (the change happens only when it is opened, so nobody can claim an address they cannot read), and a
 * notice to the current one. A newer request makes an older link useless. Only a verified account may ask (403):
 * otherwise anyone could sign up and mail strangers from it; the new address's own limit is `RECIPIENT_LIMITS`.
 */
export async function requestEmailChange(
  db: Db,
  kind: MemberKind,
  accountId: number,
  input: EmailChangeRequest,
): Promise<void> {
  const table = personTable(kind);
  const [row] = await db
    .select({
      firstName: table.firstName,
      email: table.email,
      passwordHash: table.passwordHash,
      verifiedAt: table.emailVerifiedAt,
    })
    .from(table)
    .where(eq(table.id, accountId))
    .limit(1);
  if (!row) throw unauthorized();
  if (!row.verifiedAt) throw apiError("forbidden", EMAIL_CHANGE_NEEDS_VERIFIED_MESSAGE);
  if (!row.passwordHash || !(await verifyPassword(row.passwordHash, input.current_password))) {
    throw validationFailed({ current_password: [WRONG_CURRENT_PASSWORD_MESSAGE] });
  }
  if (row.email.toLowerCase() === input.email.toLowerCase()) throw validationFailed({ email: [SAME_EMAIL_MESSAGE] });
  // The signed-in owner, who just proved the password, may learn that the address is taken.
  if (await findPersonByEmail(db, kind, input.email)) throw validationFailed({ email: [EMAIL_TAKEN_MESSAGE] });
  await db.transaction(async (tx) => {
    const token = await createLink(tx, { purpose: "change_email", kind, accountId, email: input.email });
    await enqueueMail(tx, { to: input.email, ...linkMail("change_email", kind, token, row.firstName) });
    await enqueueMail(tx, {
      to: row.email,
      kind: EMAIL_CHANGE_NOTICE_MAIL.kind,
      content: {
        subject: EMAIL_CHANGE_NOTICE_MAIL.subject,
        greeting: EMAIL_CHANGE_NOTICE_MAIL.greeting(row.firstName),
        paragraphs: EMAIL_CHANGE_NOTICE_MAIL.paragraphs(input.email),
        footnote: EMAIL_CHANGE_NOTICE_MAIL.footnote,
      },
    });
  });
}

/**
 * Opens the confirmation link: the account takes the new address, verified (the link proved the inbox), and every
 * other unused link of the account is void (reset and verification links went to the old address). The
 * database's unique index decides a race with a sign-up that took the address meanwhile: 409, the account
 * keeps its old address, and the rollback leaves the link as it was.
 */
export async function confirmEmailChange(db: Db, kind: MemberKind, token: string): Promise<string> {
  const table = personTable(kind);
  try {
    return await db.transaction(async (tx) => {
      const link = await consumeLink(tx, "change_email", token, kind);
      if (!link) throw linkGone("change_email");
      const updated = await tx
        .update(table)
        .set({ email: link.email, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(table.id, link.accountId))
        .returning({ email: table.email });
      if (updated.length === 0) throw linkGone("change_email");
      await voidAccountLinks(tx, kind, link.accountId, EVERY_LINK);
      return link.email;
    });
  } catch (error) {
    if (isUniqueViolation(error, UNIQUE_INDEX[kind])) throw new ApiError(409, EMAIL_TAKEN_NOW_MESSAGE);
    throw error;
  }
}

/** The address a change waits to be confirmed at (the latest live link), or null: for the account page. */
export async function pendingEmailChange(db: Db, kind: MemberKind, accountId: number): Promise<string | null> {
  const [row] = await db
    .select({ email: accountTokens.email })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.accountKind, kind),
        eq(accountTokens.accountId, accountId),
        eq(accountTokens.purpose, "change_email"),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(accountTokens.id))
    .limit(1);
  return row?.email ?? null;
}

/**
 * The body of POST /api/talent/email/change and /api/client/email/change: a confirmation link to the new
 * address (rate-limited with password changes: both check the password).
 */
export async function handleEmailChange({ request, db, account }: AuthedHandlerArgs, kind: MemberKind) {
  await consume(
    db,
    limits().passwordChangePerAccount,
    `${kind}:${account.id}`,
    "Too many attempts. Please try again later.",
  );
  await requestEmailChange(db, kind, account.id, emailChangeRequestSchema.parse(await readBody(request)));
  return accepted({ message: EMAIL_CHANGE_REQUESTED_MESSAGE });
}
