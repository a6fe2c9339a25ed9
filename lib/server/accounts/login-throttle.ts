import "server-only";

import type { AccountKind } from "@/lib/accounts/kinds";

import type { KnownDevice } from "../auth/known-device";
import type { Db } from "../db/types";
import { accountSlowdownSeconds, consume, limits, rateLimitStore, tooManyRequests } from "../rate-limit/limits";

export type LoginOutcome = { failed(): Promise<void>; succeeded(): Promise<void> };

/** Who is logging in: the client's address and what its browser proves (the `known_device` cookie). */
export type LoginClient = { ip: string; device: KnownDevice };

const FAILED_LOGINS = "Too many failed logins for this account.";

/** The key every login count of one account hangs on (emails compare case-insensitively). */
export const loginAccountKey = (kind: AccountKind, email: string) => `${kind}:${email.toLowerCase()}`;

const keys = (kind: AccountKind, email: string, ip: string) => {
  const l = limits();
  const account = loginAccountKey(kind, email);
  const client = `${account}|${ip}`;
  return {
    account,
    accountFailures: `${l.loginFailuresPerAccount.name}:${account}`,
    accountWait: `login-account-wait:${account}`,
    clientFailures: `${l.loginFailuresPerAccountAndClient.name}:${client}`,
    clientSlowQueue: `${l.loginSlowQueuePerAccountAndClient.name}:${client}`,
    knownAddress: `${l.loginKnownAddress.name}:${client}`,
  };
};

/**
 * Admits a login attempt or throws 429, and returns what to record once the password is checked.
 * - per client: `loginAttemptsPerIp` attempts of any kind;
 * - per account and client: `loginFailuresPerAccountAndClient` failures, counted up front (atomically,
 *   so a burst cannot slip past) and forgotten when that client logs in;
 * - per account, for unknown clients only: past `loginFailuresPerAccount` failures from anyone, the slow
 *   queue. A client is known to an account when its browser carries the signed `known_device` mark of it,
 *   or its address logged in to it within `loginKnownAddress`: so the owner is never held back by the
 *   failures a stranger piles on the account. In the queue, attempts are let through one per growing
 *   delay (`accountSlowdownSeconds`, one atomic hit opens it, so of simultaneous attempts one goes
 *   through) and each client gets one of them a minute, so one address cannot take every opening;
 *   a right password that gets its turn logs in. Refusals come before the password is checked, so a
 *   guesser learns nothing while waiting.
 */
export async function admitLogin(db: Db, kind: AccountKind, email: string, client: LoginClient): Promise<LoginOutcome> {
  const l = limits();
  const store = rateLimitStore(db);
  const key = keys(kind, email, client.ip);

  await consume(db, l.loginAttemptsPerIp, client.ip, "Too many login attempts.");

  const now = new Date();
  const known = client.device.knows(key.account) || (await store.peek(key.knownAddress, now)) !== null;
  if (!known) {
    const failures = (await store.peek(key.accountFailures, now))?.count ?? 0;
    if (failures >= l.loginFailuresPerAccount.max) {
      const turn = await store.peek(key.clientSlowQueue, now);
      if (turn) throw tooManyRequests(turn, now, FAILED_LOGINS);
      const delayMs = accountSlowdownSeconds(failures - l.loginFailuresPerAccount.max + 1) * 1000;
      const gate = await store.hit(key.accountWait, delayMs, now);
      if (gate.count > 1) throw tooManyRequests(gate, now, FAILED_LOGINS);
      await store.hit(key.clientSlowQueue, l.loginSlowQueuePerAccountAndClient.windowMs, now);
    }
  }

  await consume(db, l.loginFailuresPerAccountAndClient, `${key.account}|${client.ip}`, FAILED_LOGINS);

  return {
    failed: async () => {
      await store.hit(key.accountFailures, l.loginFailuresPerAccount.windowMs, new Date());
    },
    succeeded: async () => {
      await store.reset(key.clientFailures);
      await store.hit(key.knownAddress, l.loginKnownAddress.windowMs, new Date());
    },
  };
}

/**
 * Forgets an account's failed logins, everyone's and (when given) those of the client at `ip`: a new
 * password makes the guesses against the old one moot, and the owner who set it must not wait for them.
 */
export async function forgetLoginFailures(db: Db, kind: AccountKind, email: string, ip?: string): Promise<void> {
  const store = rateLimitStore(db);
  const key = keys(kind, email, ip ?? "");
  await store.reset(key.accountFailures);
  await store.reset(key.accountWait);
  if (ip === undefined) return;
  await store.reset(key.clientFailures);
  await store.reset(key.clientSlowQueue);
}
