import "server-only";
import { eq } from "drizzle-orm";
import { findPersonByEmail } from "../accounts/account-tables";
import { clients, talents } from "../db/schema";
import type { Db } from "../db/types";
import { issueToken, resolveToken } from "./tokens";

export type SessionKind = "talent" | "client";

export type SessionAccount = { id: string; name: string; kind: SessionKind; apiToken: string };

const tables = { talent: talents, client: clients } as const;

async function accountName(db: Db, kind: SessionKind, id: number): Promise<string | null> {
  const table = tables[kind];
  const [row] = await db
    .select({ firstName: table.firstName, lastName: table.lastName })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return row ? `${row.firstName} ${row.lastName}`.trim() : null;
}

/** The account a live API token of `kind` belongs to, ready for the session; null when the token is dead. */
export async function accountForToken(db: Db, kind: SessionKind, token: string): Promise<SessionAccount | null> {
  const id = await resolveToken(db, kind, token);
  if (id === null) return null;
  const name = await accountName(db, kind, id);
  return name === null ? null : { id: `${kind}:${id}`, name, kind, apiToken: token };
}

export type GoogleProfile = { email: string; given_name?: string; family_name?: string; name?: string };

/**
 * A Google sign-in with a verified email: the talent or client account with that email
 * (talent first, as identity is resolved everywhere), else a new talent account; it receives an API token.
 */
export async function accountForGoogle(db: Db, profile: GoogleProfile): Promise<SessionAccount> {
  for (const kind of ["talent", "client"] as const) {
    const row = await findPersonByEmail(db, kind, profile.email);
    if (row) {
      const apiToken = await issueToken(db, kind, row.id);
      return { id: `${kind}:${row.id}`, name: `${row.firstName} ${row.lastName}`.trim(), kind, apiToken };
    }
  }
  const [given, ...rest] = (profile.name ?? profile.email.split("@")[0] ?? "").split(" ");
  const firstName = profile.given_name || given || "Talent";
  const lastName = profile.family_name || rest.join(" ") || "-";
  const inserted = await db
    .insert(talents)
    .values({ firstName, lastName, email: profile.email })
    .onConflictDoNothing()
    .returning({ id: talents.id });
  const id = inserted[0]?.id ?? (await findPersonByEmail(db, "talent", profile.email))?.id;
  if (id === undefined) throw new Error("Google account could not be created");
  const apiToken = await issueToken(db, "talent", id);
  return { id: `talent:${id}`, name: `${firstName} ${lastName}`.trim(), kind: "talent", apiToken };
}
