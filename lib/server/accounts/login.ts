import "server-only";

import type { NextRequest, NextResponse } from "next/server";

import type { AccountKind, MemberKind } from "@/lib/accounts/kinds";
import { ACCOUNT_SUSPENDED_MESSAGE, WRONG_ACCOUNT_KIND } from "@/lib/content/auth";
import { loginRequestSchema, WRONG_ACCOUNT_KIND_CODE, type LoginRequest } from "@/lib/validation/accounts";

import { readKnownDevice, setKnownDeviceCookie } from "../auth/known-device";
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from "../auth/passwords";
import type { Db } from "../db/types";
import type { HandlerArgs } from "../http/api-handler";
import { readBody } from "../http/body";
import { ApiError } from "../http/errors";
import { ok } from "../http/respond";
import { clientIp } from "../rate-limit/client-ip";
import { clientInfo, talentInfo } from "./account-info";
import { findPersonByEmail, updatePasswordHash, type PersonRow } from "./account-tables";
import { admitLogin, loginAccountKey, type LoginClient } from "./login-throttle";
import { AccountSuspendedError, issueSessionToken } from "./session-grant";

export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password";

const invalidCredentials = () => new ApiError(401, INVALID_CREDENTIALS_MESSAGE);
const suspended = () => new ApiError(403, ACCOUNT_SUSPENDED_MESSAGE);
const wrongAccountKind = (kind: MemberKind) =>
  new ApiError(409, WRONG_ACCOUNT_KIND.message(kind), undefined, undefined, {
    code: WRONG_ACCOUNT_KIND_CODE,
    account_kind: kind,
  });

/** Where a login for one member kind looks when its password does not open an account of that kind. */
const OTHER_MEMBER_KIND: Record<AccountKind, MemberKind | undefined> = {
  talent: "client",
  client: "talent",
  manager: undefined,
};

// Computed at start-up, so the first unknown-email login is not slower than the others.
void dummyPasswordHash();

/**
 * Checks email and password for an account of `kind`. An unknown email and a wrong password give the
 * same answer after the same work (one hash is verified: the account's, else the other member kind's
 * account's, else a dummy), and both count as a failure for that email, so the answers cannot tell
 * which accounts exist. Only a password that opens the same email's account of the other member kind
 * says so (409 `wrong_account_kind`): that tells nothing to someone without it. A suspended account is
 * refused (403) only after its password checked out, for the same reason.
 */
export async function authenticate(
  db: Db,
  kind: AccountKind,
  input: LoginRequest,
  client: LoginClient,
): Promise<PersonRow> {
  const outcome = await admitLogin(db, kind, input.email, client);

  const otherKind = OTHER_MEMBER_KIND[kind];
  const [account, otherAccount] = await Promise.all([
    findPersonByEmail(db, kind, input.email),
    otherKind ? findPersonByEmail(db, otherKind, input.email) : undefined,
  ]);
  const checked = account ?? otherAccount;
  const valid = await verifyPassword(checked?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!account && otherKind && otherAccount?.passwordHash && valid) throw wrongAccountKind(otherKind);
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

export async function login(db: Db, kind: AccountKind, input: LoginRequest, client: LoginClient) {
  const account = await authenticate(db, kind, input, client);
  try {
    return { account, token: await issueSessionToken(db, kind, account.id) };
  } catch (error) {
    if (error instanceof AccountSuspendedError) throw suspended();
    throw error;
  }
}

/** The login client of a request: its address (`clientIp`) and its browser's `known_device` cookie. */
export const loginClientOf = (request: NextRequest): LoginClient => ({
  ip: clientIp(request),
  device: readKnownDevice(request),
});

/** A successful login's answer also marks the browser as known to that account (`known_device`). */
export function rememberDevice(
  response: NextResponse,
  request: NextRequest,
  client: LoginClient,
  kind: AccountKind,
  email: string,
): NextResponse {
  return setKnownDeviceCookie(response, request, client.device.remembering(loginAccountKey(kind, email)));
}

const infoOf = { talent: talentInfo, client: clientInfo } as const;

/** The body of POST /api/talent/login and /api/client/login: the account's user and a new bearer token. */
export async function handleLogin({ request, db }: HandlerArgs, kind: MemberKind) {
  const input = loginRequestSchema.parse(await readBody(request));
  const client = loginClientOf(request);
  const { account, token } = await login(db, kind, input, client);
  return rememberDevice(ok({ user: await infoOf[kind](db, account.id), token }), request, client, kind, input.email);
}
