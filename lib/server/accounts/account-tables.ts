import "server-only";

import { and, eq, sql } from "drizzle-orm";

import type { AccountKind } from "@/lib/accounts/kinds";

import { clients, managers, talents } from "../db/schema";
import type { Db } from "../db/types";

const tables = { talent: talents, client: clients, manager: managers };

// The three tables share the person columns (see schema/accounts.ts); only those are read through
// this view, so typing every table as `talents` is sound here.
export const personTable = (kind: AccountKind) => tables[kind] as typeof talents;

export type PersonRow = typeof talents.$inferSelect;

/** The account of `kind` whose email matches case-insensitively (served by the lower(email) unique index). */
export async function findPersonByEmail(db: Db, kind: AccountKind, email: string): Promise<PersonRow | undefined> {
  const table = personTable(kind);
  const [row] = await db
    .select()
    .from(table)
    .where(sql`lower(${table.email}) = lower(${email})`)
    .limit(1);
  return row;
}

export async function updatePasswordHash(db: Db, kind: AccountKind, id: number, oldHash: string, newHash: string) {
  const table = personTable(kind);
  // Only if unchanged meanwhile: a concurrent password change must win over a rehash.
  await db
    .update(table)
    .set({ passwordHash: newHash })
    .where(and(eq(table.id, id), eq(table.passwordHash, oldHash)));
}

/** Whether the account has a password (one made with Google has none): the account page asks for it before a deletion. */
export async function hasPassword(db: Db, kind: AccountKind, id: number): Promise<boolean> {
  const table = personTable(kind);
  const [row] = await db.select({ passwordHash: table.passwordHash }).from(table).where(eq(table.id, id)).limit(1);
  return Boolean(row?.passwordHash);
}
