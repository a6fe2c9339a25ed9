import "server-only";

import { sql } from "drizzle-orm";

import type { AccountKind } from "@/lib/accounts/kinds";
import { ACCOUNT_SUSPENDED_MESSAGE } from "@/lib/content/auth";

import { newToken } from "../auth/tokens";
import { rowsOf } from "../db/raw-rows";
import { apiTokens, talentProfiles } from "../db/schema";
import type { Db } from "../db/types";
import { personTable } from "./account-tables";

export class AccountSuspendedError extends Error {
  constructor() {
    super(ACCOUNT_SUSPENDED_MESSAGE);
    this.name = "AccountSuspendedError";
  }
}

/**
 * A new API token for a sign-in, unless the account is suspended, in one statement: the account row is read
 * FOR SHARE and the token inserted (and a talent's "recently active" time touched, which keeps the directory's
 * order fresh) only when it is not suspended. The lock holds to the statement's end, so a suspension running
 * at the same time either waits for this token (and then revokes it) or commits first (and this sees it): no
 * sign-in slips a live token past a suspension. One statement instead of a five-statement transaction, since
 * every login pays it beside the password hash.
 */
export async function issueSessionToken(db: Db, kind: AccountKind, accountId: number): Promise<string> {
  const table = personTable(kind);
  const token = newToken();
  const touch =
    kind === "talent"
      ? sql`, touched as (
          update ${talentProfiles} set last_active_at = now()
          where talent_id = ${accountId} and exists (select 1 from account where suspended_at is null))`
      : sql``;
  const [row] = await rowsOf<{ suspended: boolean; issued: boolean }>(
    db,
    sql`with account as (
          select ${table.suspendedAt} as suspended_at from ${table} where ${table.id} = ${accountId} for share
        ), issued as (
          insert into ${apiTokens} (token_hash, kind, account_id, expires_at)
          select ${token.hash}, ${kind}, ${accountId}, ${token.expiresAt.toISOString()}::timestamptz
          from account where suspended_at is null
          returning 1
        )${touch}
        select suspended_at is not null as suspended, exists (select 1 from issued) as issued from account`,
  );
  if (!row) throw new Error(`${kind} ${accountId} no longer exists`);
  if (row.suspended || !row.issued) throw new AccountSuspendedError();
  return token.value;
}
