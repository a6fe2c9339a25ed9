import "server-only";

import crypto from "node:crypto";
import { and, eq, gt, isNull, lt, ne } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

import type { AccountKind } from "@/lib/accounts/kinds";

import { apiTokens } from "../db/schema";
import type { Db } from "../db/types";

export const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** A new bearer token's value (256 random bits), the SHA-256 hash that is stored instead, and its expiry. */
export function newToken(now = Date.now()) {
  const value = crypto.randomBytes(32).toString("base64url");
  return { value, hash: hashToken(value), expiresAt: new Date(now + TOKEN_LIFETIME_MS) };
}

/** A new bearer token, stored as its hash. */
export async function issueToken(db: Db, kind: AccountKind, accountId: number): Promise<string> {
  const token = newToken();
  await db.insert(apiTokens).values({ tokenHash: token.hash, kind, accountId, expiresAt: token.expiresAt });
  return token.value;
}

/** The account a live token of this kind belongs to, or null (unknown, other kind, expired or revoked). */
export async function resolveToken(db: Db, kind: AccountKind, token: string): Promise<number | null> {
  const [row] = await db
    .select({ accountId: apiTokens.accountId })
    .from(apiTokens)
    .where(
      and(
        eq(apiTokens.tokenHash, hashToken(token)),
        eq(apiTokens.kind, kind),
        isNull(apiTokens.revokedAt),
        gt(apiTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row?.accountId ?? null;
}

/** The account of a live token of any kind, or null: for calls any signed-in viewer may make. */
export async function resolveAnyToken(db: Db, token: string): Promise<{ kind: AccountKind; id: number } | null> {
  const [row] = await db
    .select({ kind: apiTokens.kind, id: apiTokens.accountId })
    .from(apiTokens)
    .where(
      and(eq(apiTokens.tokenHash, hashToken(token)), isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, new Date())),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeToken(db: Db, token: string): Promise<void> {
  await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.tokenHash, hashToken(token)), isNull(apiTokens.revokedAt)));
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  const match = header?.match(/^Bearer\s+([A-Za-z0-9._~+/=-]{16,512})$/);
  return match?.[1] ?? null;
}

/**
 * True when the account of this token had signed in before it was issued (an older token of the same
 * account exists): the session of a first sign-up is the only one that is not a return.
 */
export async function signedInBefore(db: Db, kind: AccountKind, token: string): Promise<boolean> {
  const earlier = alias(apiTokens, "earlier");
  const [row] = await db
    .select({ id: earlier.id })
    .from(apiTokens)
    .innerJoin(
      earlier,
      and(eq(earlier.kind, apiTokens.kind), eq(earlier.accountId, apiTokens.accountId), lt(earlier.id, apiTokens.id)),
    )
    .where(and(eq(apiTokens.tokenHash, hashToken(token)), eq(apiTokens.kind, kind)))
    .limit(1);
  return row !== undefined;
}

/** Revokes every live token of the account: each session on every device ends (a password reset, a suspension). How many. */
export async function revokeAllTokens(db: Db, kind: AccountKind, accountId: number): Promise<number> {
  const revoked = await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.kind, kind), eq(apiTokens.accountId, accountId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return revoked.length;
}

/** Revokes every live token of the account except `keep`: every other session ends (a password change). */
export async function revokeOtherTokens(db: Db, kind: AccountKind, accountId: number, keep: string): Promise<void> {
  await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(apiTokens.kind, kind),
        eq(apiTokens.accountId, accountId),
        isNull(apiTokens.revokedAt),
        ne(apiTokens.tokenHash, hashToken(keep)),
      ),
    );
}
