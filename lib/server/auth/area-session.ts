import "server-only";
import { getServerSession } from "next-auth";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { sessionRequiredPath } from "@/lib/auth/areas";
import { getDb } from "../db/client";
import { buildAuthOptions } from "./next-auth-options";
import { isSecureRequest } from "./request-security";
import { accountForToken, type SessionAccount, type SessionKind } from "./session-accounts";

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
