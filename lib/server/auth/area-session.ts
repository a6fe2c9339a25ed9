import "server-only";

import { redirect } from "next/navigation";
import { cache } from "react";

import type { MemberKind } from "@/lib/accounts/kinds";
import { sessionRequiredPath } from "@/lib/auth/areas";

import { getDb } from "../db/client";
import { getSession } from "./session";
import { accountForToken, type SessionAccount } from "./session-accounts";
import { signedInBefore } from "./tokens";

/**
 * The signed-in account of `kind`, checked on the server: the NextAuth session must be of that kind and
 * its API token still live (a revoked token ends the session here too). Null otherwise. Asked once per
 * request, however many layouts and pages want it.
 */
export const areaAccount = cache(async (kind: MemberKind): Promise<SessionAccount | null> => {
  const session = await getSession();
  if (session?.user.kind !== kind || !session.token) return null;
  return accountForToken(await getDb(), kind, session.token);
});

/** The signed-in account of `kind` for a protected page; otherwise sign-in with error=SessionRequired and `callbackUrl`. */
export async function requireAreaSession(kind: MemberKind, callbackUrl: string): Promise<SessionAccount> {
  const account = await areaAccount(kind);
  if (!account) redirect(sessionRequiredPath(callbackUrl));
  return account;
}

/** The account's row id (session ids read `talent:42`). */
export const accountRowId = (account: SessionAccount): number => Number(account.id.slice(account.id.indexOf(":") + 1));

/** Whether the signed-in user is back (had signed in before this session) rather than just signed up. */
export async function isReturning(account: SessionAccount): Promise<boolean> {
  return signedInBefore(await getDb(), account.kind, account.apiToken);
}
