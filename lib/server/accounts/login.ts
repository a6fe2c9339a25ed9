import "server-only";
import type { Db } from "../db/types";
import { issueToken, type AccountKind } from "../auth/tokens";
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from "../auth/passwords";
import { ApiError } from "../http/errors";
import type { LoginRequest } from "@/lib/validation/accounts";
import { admitLogin } from "./login-throttle";
import { findPersonByEmail, updatePasswordHash, type PersonRow } from "./account-tables";

export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password";

const invalidCredentials = () => new ApiError(401, INVALID_CREDENTIALS_MESSAGE);

// Computed at start-up, so the first unknown-email login is not slower than the others.
void dummyPasswordHash();

/**
 * Checks email and password for an account of `kind`. An unknown email and a wrong password give the
 * same answer after the same work (a dummy hash is verified), and both count as a failure for that
 * email, so the answers cannot tell which accounts exist.
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
  if (needsRehash(account.passwordHash)) {
    await updatePasswordHash(db, kind, account.id, account.passwordHash, await hashPassword(input.password));
  }
  return account;
}

export async function login(db: Db, kind: AccountKind, input: LoginRequest, ip: string) {
  const account = await authenticate(db, kind, input, ip);
  const token = await issueToken(db, kind, account.id);
  return { account, token };
}
