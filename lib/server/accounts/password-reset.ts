import "server-only";

import { eq } from "drizzle-orm";

import type { MemberKind } from "@/lib/accounts/kinds";

import { revokeAllTokens } from "../auth/tokens";
import { clients, talents } from "../db/schema";
import type { Db } from "../db/types";
import { renderMail } from "../mail/layout";
import { enqueueMail } from "../mail/outbox";
import { limits, rateLimitStore } from "../rate-limit/limits";
import { consumeLink, createLink, linkGone, linkMail, newLinkToken } from "./account-links";
import { findPersonByEmail } from "./account-tables";
import { markEmailVerified } from "./email-verification";
import { forgetLoginFailures } from "./login-throttle";
import { hashNewPassword } from "./register";

export const RESET_REQUESTED_MESSAGE = "If an account exists for that email, we sent a link to reset its password.";
export const PASSWORD_RESET_MESSAGE = "Your password has been changed. Please log in with the new password.";

const tables = { talent: talents, client: clients } as const;

/** True while `email` may receive another reset mail; counted whether or not an account exists. */
async function mayMailAgain(db: Db, email: string): Promise<boolean> {
  const limit = limits().passwordForgotPerEmail;
  const window = await rateLimitStore(db).hit(`${limit.name}:${email.toLowerCase()}`, limit.windowMs, new Date());
  return window.count <= limit.max;
}

/**
 * Queues a reset mail when an account of `kind` has this email. The caller answers the same 202 either
 * way (no enumeration), and the work is alike on both paths: the rate-limit hit, the lookup, a token
 * and a rendered mail; only the two inserts are skipped for an unknown address.
 */
export async function requestPasswordReset(db: Db, kind: MemberKind, email: string): Promise<void> {
  const allowed = await mayMailAgain(db, email);
  const account = await findPersonByEmail(db, kind, email);
  const token = newLinkToken();
  const mail = linkMail("reset_password", kind, token, account?.firstName ?? "there");
  if (!account || !allowed) {
    renderMail(mail.content);
    return;
  }
  await db.transaction(async (tx) => {
    await createLink(tx, { purpose: "reset_password", kind, accountId: account.id, email: account.email }, token);
    await enqueueMail(tx, { to: account.email, ...mail });
  });
}

/**
 * Sets a new password from a reset link: the password is checked (and hashed) before the link is used,
 * so a rejected password does not burn it. Reading the inbox proved the address, so it counts as
 * verified; every API token of the account is revoked, which ends every session on every device. The
 * account's failed logins are forgotten (everyone's, and those of the client at `ip` that set it).
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
    return { kind: link.kind, email: updated[0]!.email };
  });
  await forgetLoginFailures(db, reset.kind, reset.email, ip);
}
