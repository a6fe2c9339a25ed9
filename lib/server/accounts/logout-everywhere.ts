import "server-only";

import type { MemberKind } from "@/lib/accounts/kinds";

import { revokeAllTokens } from "../auth/tokens";
import type { Db } from "../db/types";
import { CREDENTIAL_LINKS, voidAccountLinks } from "./void-links";

/**
 * "Log out everywhere": every token of the account is revoked (the caller's too), and its outstanding reset and
 * email-change links are voided, so whoever ended up with a session or a mail has nothing left to use.
 */
export async function logoutEverywhere(db: Db, kind: MemberKind, accountId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeAllTokens(tx, kind, accountId);
    await voidAccountLinks(tx, kind, accountId, CREDENTIAL_LINKS);
  });
}
