import "server-only";

import { and, eq } from "drizzle-orm";

import type { MemberKind } from "@/lib/accounts/kinds";
import { passwordChangeRequestSchema } from "@/lib/validation/password-change";

import { verifyPassword } from "../auth/passwords";
import { revokeOtherTokens } from "../auth/tokens";
import type { Db } from "../db/types";
import type { AuthedHandlerArgs } from "../http/api-handler";
import { readBody } from "../http/body";
import { validationFailed } from "../http/errors";
import { ok } from "../http/respond";
import { consume, limits } from "../rate-limit/limits";
import { personTable } from "./account-tables";
import { hashNewPassword } from "./register";
import { CREDENTIAL_LINKS, voidAccountLinks } from "./void-links";

export const PASSWORD_CHANGED_MESSAGE = "Password changed. Other devices were signed out.";
export const WRONG_CURRENT_PASSWORD_MESSAGE = "The current password is incorrect.";

/**
 * Sets a new password once the current one is proven, ends every other session of the account and voids its
 * unused reset and email-change links; the session that made the change stays signed in. The write only applies if the stored hash is the
 * one just verified, so two concurrent changes cannot both succeed from the same old password.
 */
export async function changePassword(db: Db, kind: MemberKind, accountId: number, token: string, body: unknown) {
  const input = passwordChangeRequestSchema.parse(body);
  const table = personTable(kind);
  const [row] = await db
    .select({ passwordHash: table.passwordHash })
    .from(table)
    .where(eq(table.id, accountId))
    .limit(1);
  const stored = row?.passwordHash;
  if (!stored || !(await verifyPassword(stored, input.current_password))) {
    throw validationFailed({ current_password: [WRONG_CURRENT_PASSWORD_MESSAGE] });
  }
  const passwordHash = await hashNewPassword(input.password);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(table)
      .set({ passwordHash })
      .where(and(eq(table.id, accountId), eq(table.passwordHash, stored)))
      .returning({ id: table.id });
    if (updated.length === 0) throw validationFailed({ current_password: [WRONG_CURRENT_PASSWORD_MESSAGE] });
    await revokeOtherTokens(tx, kind, accountId, token);
    await voidAccountLinks(tx, kind, accountId, CREDENTIAL_LINKS);
  });
}

/** The body of POST /api/talent/password and /api/client/password. */
export async function handlePasswordChange({ request, db, account }: AuthedHandlerArgs, kind: MemberKind) {
  await consume(db, limits().passwordChangePerAccount, `${kind}:${account.id}`, "Too many password change attempts.");
  await changePassword(db, kind, account.id, account.token, await readBody(request));
  return ok({ message: PASSWORD_CHANGED_MESSAGE });
}
