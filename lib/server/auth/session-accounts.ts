import "server-only";

import { eq } from "drizzle-orm";

import { MEMBER_KINDS, type MemberKind } from "@/lib/accounts/kinds";

import { findPersonByEmail, type PersonRow } from "../accounts/account-tables";
import { markEmailVerified } from "../accounts/email-verification";
import { AccountSuspendedError, issueSessionToken } from "../accounts/session-grant";
import { clients, talents } from "../db/schema";
import type { Db } from "../db/types";
import { issueToken, resolveToken } from "./tokens";

export type SessionAccount = { id: string; name: string; kind: MemberKind; apiToken: string };

const tables = { talent: talents, client: clients } as const;

async function accountName(db: Db, kind: MemberKind, id: number): Promise<string | null> {
  const table = tables[kind];
  const [row] = await db
    .select({ firstName: table.firstName, lastName: table.lastName })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return row ? `${row.firstName} ${row.lastName}`.trim() : null;
}

/** The account a live API token of `kind` belongs to, ready for the session; null when the token is dead. */
export async function accountForToken(db: Db, kind: MemberKind, token: string): Promise<SessionAccount | null> {
  const id = await resolveToken(db, kind, token);
  if (id === null) return null;
  const name = await accountName(db, kind, id);
  return name === null ? null : { id: `${kind}:${id}`, name, kind, apiToken: token };
}

export type GoogleProfile = { email: string; given_name?: string; family_name?: string; name?: string };

/** Thrown when Google's address belongs to a password account that never verified it (see accountForGoogle). */
export class GoogleAttachRefused extends Error {
  constructor() {
    super("An unverified account already uses this email");
    this.name = "GoogleAttachRefused";
  }
}

type GoogleMatch = { kind: MemberKind; row: PersonRow };

/**
 * The talent or client account with Google's address (talent first, as identity is resolved everywhere).
 * Refused when that account has a password and never verified its email: whoever registered it may not
 * own the address, and attaching would share the real owner's sign-in with them. An account without a
 * password was made by Google itself (before verification existed), so it stays reachable. A suspended
 * account is refused too (AccountSuspendedError).
 */
export async function googleMatch(db: Db, email: string): Promise<GoogleMatch | null> {
  for (const kind of MEMBER_KINDS) {
    const row = await findPersonByEmail(db, kind, email);
    if (!row) continue;
    if (row.suspendedAt !== null) throw new AccountSuspendedError();
    if (row.emailVerifiedAt === null && row.passwordHash !== null) throw new GoogleAttachRefused();
    return { kind, row };
  }
  return null;
}

/**
 * A Google sign-in with a verified email: the verified account with that email, else a new talent
 * account, marked verified (Google vouched for the address); it receives an API token.
 */
export async function accountForGoogle(db: Db, profile: GoogleProfile): Promise<SessionAccount> {
  const match = await googleMatch(db, profile.email);
  if (match) {
    const { kind, row } = match;
    if (row.emailVerifiedAt === null) await markEmailVerified(db, kind, row.id, row.email);
    const apiToken = await issueSessionToken(db, kind, row.id);
    return { id: `${kind}:${row.id}`, name: `${row.firstName} ${row.lastName}`.trim(), kind, apiToken };
  }
  const [given, ...rest] = (profile.name ?? profile.email.split("@")[0] ?? "").split(" ");
  const firstName = profile.given_name || given || "Talent";
  const lastName = profile.family_name || rest.join(" ") || "-";
  const inserted = await db
    .insert(talents)
    .values({ firstName, lastName, email: profile.email, emailVerifiedAt: new Date() })
    .onConflictDoNothing()
    .returning({ id: talents.id });
  // Lost a race with a sign-up of the same address: that account must pass the same check.
  const id = inserted[0]?.id ?? (await googleMatch(db, profile.email))?.row.id;
  if (id === undefined) throw new Error("Google account could not be created");
  const apiToken = await issueToken(db, "talent", id);
  return { id: `talent:${id}`, name: `${firstName} ${lastName}`.trim(), kind: "talent", apiToken };
}
