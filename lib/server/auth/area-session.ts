import "server-only";
import { getServerSession } from "next-auth";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { sessionRequiredPath } from "@/lib/auth/areas";
import { getDb } from "../db/client";
import { buildAuthOptions } from "./next-auth-options";
import { isSecureRequest } from "./request-security";
import { accountForToken, type SessionAccount, type SessionKind } from "./session-accounts";
import { signedInBefore } from "./tokens";

/**
 * The signed-in account of `kind` for a protected page, checked on the server: the NextAuth session
 * must be of that kind and its API token still live (a revoked token ends the session here too).
 * Otherwise the visitor goes to the sign-in page with error=SessionRequired and `callbackUrl`.
 */
export async function requireAreaSession(kind: SessionKind, callbackUrl: string): Promise<SessionAccount> {
  const secure = isSecureRequest(await headers());
  const session = await getServerSession(buildAuthOptions({ secure }));
  const account =
    session?.user.kind === kind && session.token ? await accountForToken(await getDb(), kind, session.token) : null;
  if (!account) redirect(sessionRequiredPath(callbackUrl));
  return account;
}

/** Whether the signed-in user is back (had signed in before this session) rather than just signed up. */
export async function isReturning(account: SessionAccount): Promise<boolean> {
  return signedInBefore(await getDb(), account.kind, account.apiToken);
}
