import { talentVetting } from "@/lib/server/db/schema";
import type { Db } from "@/lib/server/db/types";

import { completeTalent } from "./hiring";

/** A talent past the apply threshold whom managers have vetted (profile visible to recruiters, the default). */
export async function vettedTalent(db: Db, skillNames?: string[]) {
  const talent = await completeTalent(db, skillNames);
  await db.insert(talentVetting).values({ talentId: talent.id, stage: "vetted" });
  return talent;
}
