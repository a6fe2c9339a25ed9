import "server-only";

import { and, eq, isNull, sql } from "drizzle-orm";

import { handleBase, handleCandidate } from "@/lib/profiles/handle";

import { isUniqueViolation } from "../db/errors";
import { talentProfiles, talents } from "../db/schema";
import type { Db } from "../db/types";
import { validationFailed } from "../http/errors";

export const HANDLE_INDEX = "talent_profiles_handle_lower_unique";
export const HANDLE_TAKEN_MESSAGE = "The handle has already been taken.";

/** Turns the unique index's verdict on a chosen handle into the field error the editor shows. */
export function handleTakenOr(error: unknown): unknown {
  return isUniqueViolation(error, HANDLE_INDEX) ? validationFailed({ handle: [HANDLE_TAKEN_MESSAGE] }) : error;
}

async function takenLike(tx: Db, base: string): Promise<Set<string>> {
  // `base` holds only a-z, 0-9 and hyphens, so it needs no escaping inside LIKE.
  const rows = await tx
    .select({ handle: sql<string>`lower(${talentProfiles.handle})` })
    .from(talentProfiles)
    .where(sql`lower(${talentProfiles.handle}) = ${base} or lower(${talentProfiles.handle}) like ${`${base}-%`}`);
  return new Set(rows.map((row) => row.handle));
}

/**
 * Gives a profile without a handle the first free one its name suggests ("amara-okafor", then
 * "amara-okafor-2", …). Two sign-ups of the same name can pick the same candidate at once: the unique
 * index refuses the later one, whose savepoint rolls back, and it moves on to the next candidate.
 */
export async function assignDefaultHandle(
  tx: Db,
  talentId: number,
  firstName: string,
  lastName: string,
): Promise<string> {
  const base = handleBase(firstName, lastName);
  const taken = await takenLike(tx, base);
  for (let n = 1; n < 1_000_000; n++) {
    const candidate = handleCandidate(base, n);
    if (candidate === null || taken.has(candidate)) continue;
    try {
      const updated = await tx.transaction(async (savepoint) =>
        savepoint
          .update(talentProfiles)
          .set({ handle: candidate })
          .where(and(eq(talentProfiles.talentId, talentId), isNull(talentProfiles.handle)))
          .returning({ handle: talentProfiles.handle }),
      );
      if (updated.length === 0) break;
      return candidate;
    } catch (error) {
      if (!isUniqueViolation(error, HANDLE_INDEX)) throw error;
      taken.add(candidate);
    }
  }
  const [row] = await tx
    .select({ handle: talentProfiles.handle })
    .from(talentProfiles)
    .where(eq(talentProfiles.talentId, talentId));
  if (!row?.handle) throw new Error(`no handle could be assigned to talent ${talentId}`);
  return row.handle;
}

/** The profile's handle, assigning the default one first if it has none; `tx` holds the row's lock. */
export async function ensureHandle(tx: Db, talentId: number): Promise<void> {
  const [row] = await tx
    .select({ handle: talentProfiles.handle, firstName: talents.firstName, lastName: talents.lastName })
    .from(talentProfiles)
    .innerJoin(talents, eq(talents.id, talentProfiles.talentId))
    .where(eq(talentProfiles.talentId, talentId));
  if (row && row.handle === null) await assignDefaultHandle(tx, talentId, row.firstName, row.lastName);
}
