import "server-only";

import type { Industry, JobInterest, Skill } from "@/lib/validation/catalog";
import type { OwnProfile } from "@/lib/validation/profile";

import type { SessionAccount } from "../auth/session-accounts";
import { listIndustries, listJobInterests, listSkillsOfCategory } from "../catalog/queries";
import { getDb } from "../db/client";
import { unauthorized } from "../http/errors";
import { getOwnProfile } from "./own-profile";

export type EditorData = {
  profile: OwnProfile;
  catalogues: {
    skills: Partial<Record<number, Skill[]>>;
    jobInterests: Partial<Record<number, JobInterest[]>>;
    industries: Industry[] | null;
  };
};

/** The talent's numeric id in a session account ("talent:12"). */
function talentId(account: SessionAccount): number {
  const id = Number(account.id.replace(/^talent:/, ""));
  if (account.kind !== "talent" || !Number.isSafeInteger(id)) throw unauthorized();
  return id;
}

/** What the onboarding and the editor render on the server: the own profile and the catalogues its category needs. */
export async function profileEditorData(account: SessionAccount): Promise<EditorData> {
  const db = await getDb();
  const profile = await getOwnProfile(db, talentId(account));
  const category = profile.category_id;
  const [skills, interests, industries] = await Promise.all([
    category ? listSkillsOfCategory(db, category) : null,
    category ? listJobInterests(db, category) : null,
    listIndustries(db),
  ]);
  return {
    profile,
    catalogues: {
      skills: category && skills ? { [category]: skills } : {},
      jobInterests: category && interests ? { [category]: interests } : {},
      industries,
    },
  };
}
