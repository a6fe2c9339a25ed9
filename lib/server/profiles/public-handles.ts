import "server-only";

import { and, asc, eq, isNotNull } from "drizzle-orm";

import { talentProfiles } from "../db/schema";
import type { Db } from "../db/types";

/** The profiles anyone may see, for sitemap.xml: recruiters-only and hidden ones never appear. */
export async function listPublicProfileHandles(db: Db): Promise<{ handle: string; updatedAt: Date }[]> {
  const rows = await db
    .select({ handle: talentProfiles.handle, updatedAt: talentProfiles.updatedAt })
    .from(talentProfiles)
    .where(and(eq(talentProfiles.visibility, "public"), isNotNull(talentProfiles.handle)))
    .orderBy(asc(talentProfiles.handle));
  return rows.flatMap((row) => (row.handle ? [{ handle: row.handle, updatedAt: row.updatedAt }] : []));
}
