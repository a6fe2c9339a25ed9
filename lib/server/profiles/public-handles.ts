import "server-only";

import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";

import { talentProfiles, talents } from "../db/schema";
import type { Db } from "../db/types";

/** The profiles anyone may see, for sitemap.xml: recruiters-only, hidden and suspended talents' never appear. */
export async function listPublicProfileHandles(db: Db): Promise<{ handle: string; updatedAt: Date }[]> {
  const rows = await db
    .select({ handle: talentProfiles.handle, updatedAt: talentProfiles.updatedAt })
    .from(talentProfiles)
    .innerJoin(talents, eq(talents.id, talentProfiles.talentId))
    .where(and(eq(talentProfiles.visibility, "public"), isNotNull(talentProfiles.handle), isNull(talents.suspendedAt)))
    .orderBy(asc(talentProfiles.handle));
  return rows.flatMap((row) => (row.handle ? [{ handle: row.handle, updatedAt: row.updatedAt }] : []));
}
