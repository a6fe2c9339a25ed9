import "server-only";

import type { AccountKind } from "@/lib/accounts/kinds";

import type { Db } from "../db/types";
import { accountSlowdownSeconds, consume, limits, rateLimitStore, tooManyRequests } from "../rate-limit/limits";

export type LoginOutcome = { failed(): Promise<void>; succeeded(): Promise<void> };

/**
 * Admits a login attempt or throws 429, and returns what to record once the password is checked.
 * - per client: `loginAttemptsPerIp` attempts of any kind;
 * - per account and client: `loginFailuresPerAccountAndClient` failures, counted up front (atomically,
 *   so a burst cannot slip past) and forgotten when that client logs in: a stranger's failures never
 *   lock the owner out, since the owner's address has its own count;
 * - per account from everyone: past `loginFailuresPerAccount` failures, attempts are let through one
 *   per growing delay (`accountSlowdownSeconds`), refused before the password is checked so that a
 *   spread-out guesser learns nothing while waiting. The delay is a window opened by one atomic hit,
 *   so of simultaneous attempts exactly one goes through.
 */
export async function admitLogin(db: Db, kind: AccountKind, email: string, ip: string): Promise<LoginOutcome> {
  const { loginAttemptsPerIp, loginFailuresPerAccountAndClient, loginFailuresPerAccount } = limits();
  const store = rateLimitStore(db);
  const account = `${kind}:${email.toLowerCase()}`;
  const accountFailuresKey = `${loginFailuresPerAccount.name}:${account}`;
  const clientKey = `${account}|${ip}`;

  await consume(db, loginAttemptsPerIp, ip, "Too many login attempts.");

  const now = new Date();
  const failures = (await store.peek(accountFailuresKey, now))?.count ?? 0;
  if (failures >= loginFailuresPerAccount.max) {
    const delayMs = accountSlowdownSeconds(failures - loginFailuresPerAccount.max + 1) * 1000;
    const gate = await store.hit(`login-account-wait:${account}`, delayMs, now);
    if (gate.count > 1) throw tooManyRequests(gate, now, "Too many failed logins for this account.");
  }

  await consume(db, loginFailuresPerAccountAndClient, clientKey, "Too many failed logins for this account.");

  return {
    failed: async () => {
      await store.hit(accountFailuresKey, loginFailuresPerAccount.windowMs, new Date());
    },
    succeeded: () => store.reset(`${loginFailuresPerAccountAndClient.name}:${clientKey}`),
  };
}
