import "server-only";

import { and, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";

import { talentProfiles, talents, talentVetting } from "../db/schema";
import type { Db } from "../db/types";

/** Who a recruiter may invite: vetted talent whose profile recruiters can see, with an account not suspended. */
async function invitableTalent(db: Db, which: SQL): Promise<number | null> {
  const [row] = await db
    .select({ id: talents.id })
    .from(talentProfiles)
    .innerJoin(talents, eq(talents.id, talentProfiles.talentId))
    .innerJoin(talentVetting, eq(talentVetting.talentId, talents.id))
    .where(
      and(
        which,
        isNull(talents.suspendedAt),
        eq(talentVetting.stage, "vetted"),
        inArray(talentProfiles.visibility, ["public", "recruiters"]),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

export const isInvitableTalent = async (db: Db, talentId: number) =>
  (await invitableTalent(db, eq(talents.id, talentId))) !== null;

/** The id of the talent at `handle` when they may be invited, else null: the profile page offers the button only then. */
export const invitableTalentId = (db: Db, handle: string) =>
  invitableTalent(db, sql`lower(${talentProfiles.handle}) = lower(${handle})`);
