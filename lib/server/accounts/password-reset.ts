import "server-only";

import { eq } from "drizzle-orm";

import type { MemberKind } from "@/lib/accounts/kinds";

import { revokeAllTokens } from "../auth/tokens";
import { clients, talents } from "../db/schema";
import type { Db } from "../db/types";
import { renderMail } from "../mail/layout";
import { enqueueMail } from "../mail/outbox";
import { RecipientLimitReached, takeRecipientSlot } from "../mail/recipient-limits";
import { consumeLink, createLink, linkGone, linkMail, newLinkToken } from "./account-links";
import { findPersonByEmail } from "./account-tables";
import { markEmailVerified } from "./email-verification";
import { forgetLoginFailures } from "./login-throttle";
import { hashNewPassword } from "./register";
import { CREDENTIAL_LINKS, voidAccountLinks } from "./void-links";

export const RESET_REQUESTED_MESSAGE = "If an account exists for that email, we sent a link to reset its password.";
export const PASSWORD_RESET_MESSAGE = "Your password has been changed. Please log in with the new password.";

const tables = { talent: talents, client: clients } as const;

/**
 * Queues a reset mail when an account of `kind` has this email. The caller answers the same 202 either
 * way (no enumeration), and the work is alike on both paths: the lookup, a token, a rendered mail and one hit
 * on the address's limit (`RECIPIENT_LIMITS.reset_password`, counted whether or not an account exists); only the
 * two inserts are skipped for an unknown address. Past the limit the transaction rolls back and no mail leaves.
 */
export async function requestPasswordReset(db: Db, kind: MemberKind, email: string): Promise<void> {
  const account = await findPersonByEmail(db, kind, email);
  const token = newLinkToken();
  const mail = linkMail("reset_password", kind, token, account?.firstName ?? "there");
  try {
    if (!account) {
      await takeRecipientSlot(db, mail.kind, email);
      renderMail(mail.content);
      return;
    }
    await db.transaction(async (tx) => {
      await createLink(tx, { purpose: "reset_password", kind, accountId: account.id, email: account.email }, token);
      await enqueueMail(tx, { to: account.email, ...mail });
    });
  } catch (error) {
    if (!(error instanceof RecipientLimitReached)) throw error;
  }
}

/**
 * Sets a new password from a reset link: the password is checked (and hashed) before the link is used,
 * so a rejected password does not burn it. Reading the inbox proved the address, so it counts as
 * verified; every API token of the account is revoked, which ends every session on every device, and its other
 * unused reset and email-change links are void. The account's failed logins are forgotten (everyone's, and those
 * of the client at `ip` that set it).
 */
export async function resetPassword(db: Db, token: string, password: string, ip?: string): Promise<void> {
  const passwordHash = await hashNewPassword(password);
  const reset = await db.transaction(async (tx) => {
    const link = await consumeLink(tx, "reset_password", token);
    if (!link) throw linkGone("reset_password");
    const table = tables[link.kind] as typeof talents;
    const updated = await tx
      .update(table)
      .set({ passwordHash })
      .where(eq(table.id, link.accountId))
      .returning({ id: table.id, email: table.email });
    if (updated.length === 0) throw linkGone("reset_password");
    await markEmailVerified(tx, link.kind, link.accountId, link.email);
    await revokeAllTokens(tx, link.kind, link.accountId);
    await voidAccountLinks(tx, link.kind, link.accountId, CREDENTIAL_LINKS);
    return { kind: link.kind, email: updated[0]!.email };
  });
  await forgetLoginFailures(db, reset.kind, reset.email, ip);
}
