import "server-only";

import { and, eq, sql } from "drizzle-orm";

import type { ProfileViewer } from "@/lib/profiles/visibility";

import { talentProfiles } from "../db/schema";
import type { Db } from "../db/types";

/** Whether `viewer` is the talent whose profile has this handle (the page then offers its editor). */
export async function isProfileOwner(db: Db, handle: string, viewer: ProfileViewer): Promise<boolean> {
  if (viewer?.kind !== "talent") return false;
  const [row] = await db
    .select({ id: talentProfiles.talentId })
    .from(talentProfiles)
    .where(and(eq(talentProfiles.talentId, viewer.id), sql`lower(${talentProfiles.handle}) = lower(${handle})`))
    .limit(1);
  return row !== undefined;
}
