import "server-only";

import { eq, sql } from "drizzle-orm";

import type { AccountKind } from "@/lib/accounts/kinds";
import { ACCOUNT_SUSPENDED_MESSAGE } from "@/lib/content/auth";

import { issueToken } from "../auth/tokens";
import { talentProfiles } from "../db/schema";
import type { Db } from "../db/types";
import { personTable } from "./account-tables";

export class AccountSuspendedError extends Error {
  constructor() {
    super(ACCOUNT_SUSPENDED_MESSAGE);
    this.name = "AccountSuspendedError";
  }
}

/**
 * A new API token for a sign-in, unless the account is suspended. The row is read FOR SHARE in the token's
 * transaction: a suspension running at the same time either waits for this token (and then revokes it) or
 * commits first (and this sees it), so no sign-in slips a live token past a suspension.
 */
export async function issueSessionToken(db: Db, kind: AccountKind, accountId: number): Promise<string> {
  return db.transaction(async (tx) => {
    const table = personTable(kind);
    const [row] = await tx
      .select({ suspendedAt: table.suspendedAt })
      .from(table)
      .where(eq(table.id, accountId))
      .for("share");
    if (!row) throw new Error(`${kind} ${accountId} no longer exists`);
    if (row.suspendedAt !== null) throw new AccountSuspendedError();
    // A talent's sign-in keeps the directory's "recently active" order fresh (no row yet: nothing to order).
    if (kind === "talent")
      await tx
        .update(talentProfiles)
        .set({ lastActiveAt: sql`now()` })
        .where(eq(talentProfiles.talentId, accountId));
    return issueToken(tx, kind, accountId);
  });
}
