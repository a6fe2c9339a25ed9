import "server-only";

import type { AccountKind, MemberKind } from "@/lib/accounts/kinds";
import { ACCOUNT_SUSPENDED_MESSAGE } from "@/lib/content/auth";
import { loginRequestSchema, type LoginRequest } from "@/lib/validation/accounts";

import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from "../auth/passwords";
import type { Db } from "../db/types";
import type { HandlerArgs } from "../http/api-handler";
import { readBody } from "../http/body";
import { ApiError } from "../http/errors";
import { ok } from "../http/respond";
import { clientIp } from "../rate-limit/client-ip";
import { clientInfo, talentInfo } from "./account-info";
import { findPersonByEmail, updatePasswordHash, type PersonRow } from "./account-tables";
import { admitLogin } from "./login-throttle";
import { AccountSuspendedError, issueSessionToken } from "./session-grant";

export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password";

const invalidCredentials = () => new ApiError(401, INVALID_CREDENTIALS_MESSAGE);
const suspended = () => new ApiError(403, ACCOUNT_SUSPENDED_MESSAGE);

// Computed at start-up, so the first unknown-email login is not slower than the others.
void dummyPasswordHash();

/**
 * Checks email and password for an account of `kind`. An unknown email and a wrong password give the
 * same answer after the same work (a dummy hash is verified), and both count as a failure for that
 * email, so the answers cannot tell which accounts exist. A suspended account is refused (403) only after
 * its password checked out, so the refusal tells nothing to someone without it.
 */
export async function authenticate(db: Db, kind: AccountKind, input: LoginRequest, ip: string): Promise<PersonRow> {
  const outcome = await admitLogin(db, kind, input.email, ip);

  const account = await findPersonByEmail(db, kind, input.email);
  const storedHash = account?.passwordHash ?? (await dummyPasswordHash());
  const valid = await verifyPassword(storedHash, input.password);
  if (!account || !account.passwordHash || !valid) {
    await outcome.failed();
    throw invalidCredentials();
  }

  await outcome.succeeded();
  if (account.suspendedAt !== null) throw suspended();
  if (needsRehash(account.passwordHash)) {
    await updatePasswordHash(db, kind, account.id, account.passwordHash, await hashPassword(input.password));
  }
  return account;
}

export async function login(db: Db, kind: AccountKind, input: LoginRequest, ip: string) {
  const account = await authenticate(db, kind, input, ip);
  try {
    return { account, token: await issueSessionToken(db, kind, account.id) };
  } catch (error) {
    if (error instanceof AccountSuspendedError) throw suspended();
    throw error;
  }
}

const infoOf = { talent: talentInfo, client: clientInfo } as const;

/** The body of POST /api/talent/login and /api/client/login: the account's user and a new bearer token. */
export async function handleLogin({ request, db }: HandlerArgs, kind: MemberKind) {
  const input = loginRequestSchema.parse(await readBody(request));
  const { account, token } = await login(db, kind, input, clientIp(request));
  return ok({ user: await infoOf[kind](db, account.id), token });
}
