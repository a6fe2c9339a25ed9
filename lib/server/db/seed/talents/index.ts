import "server-only";

import { inArray, sql } from "drizzle-orm";

import { countryName } from "@/lib/content/countries";
import { demoEmail, demoPortfolioUrl, fullName, type DemoTalent } from "@/lib/demo/demo-talent";
import { DEMO_TALENTS } from "@/lib/demo/generated-talents";

import { fileStorage } from "../../../files/storage";
import { replaceExperience } from "../../../profiles/experience";
import { assignDefaultHandle } from "../../../profiles/handles";
import { markCompletedWhenReady } from "../../../profiles/profile-completion";
import { skills, talentProfiles, talents } from "../../schema";
import type { Db } from "../../types";
import { checkedDemoProfile } from "./checked-profile";
import { DEMO_AVATAR_TYPE, demoAvatar } from "./demo-avatar";
import { demoResumePdf } from "./demo-resume";
import { seedDemoVetting } from "./demo-vetting";

type SkillIds = Map<string, number>;
const skillKey = (categoryId: number, name: string) => `${categoryId}:${name.toLowerCase()}`;

async function skillIds(db: Db): Promise<SkillIds> {
  const rows = await db.select({ id: skills.id, name: skills.name, categoryId: skills.categoryId }).from(skills);
  return new Map(rows.map((row) => [skillKey(row.categoryId, row.name), row.id]));
}

async function handleIsFree(tx: Db, handle: string): Promise<boolean> {
  const rows = await tx
    .select({ id: talentProfiles.talentId })
    .from(talentProfiles)
    .where(sql`lower(${talentProfiles.handle}) = ${handle}`)
    .limit(1);
  return rows.length === 0;
}

/** One talent, its files, profile and experience in one transaction: all of it is there, or none. */
async function seedTalent(db: Db, talent: DemoTalent, ids: SkillIds, now: Date): Promise<boolean> {
  const order = DEMO_TALENTS.indexOf(talent);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(talents)
      .values({ firstName: talent.firstName, lastName: talent.lastName, email: demoEmail(talent), passwordHash: null })
      .onConflictDoNothing()
      .returning({ id: talents.id });
    const id = inserted[0]?.id;
    if (id === undefined) return false; // seeded before: left as it is
    const owner = { ownerKind: "talent" as const, ownerId: id };
    const avatarFileId = await fileStorage().put(tx, {
      ...owner,
      purpose: "avatar",
      contentType: DEMO_AVATAR_TYPE,
      data: await demoAvatar(talent),
    });
    const resumeFileId = await fileStorage().put(tx, {
      ...owner,
      purpose: "resume",
      contentType: "application/pdf",
      data: demoResumePdf(talent),
    });
    const skillIdList = talent.skills.map((name) => {
      const skillId = ids.get(skillKey(talent.categoryId, name));
      if (skillId === undefined)
        throw new Error(`demo talent ${talent.handle}: "${name}" is not in the skills catalogue`);
      return skillId;
    });
    const fields = checkedDemoProfile(talent, skillIdList);
    // A real account may hold the handle already (db:seed on a live database): then the name's next one.
    const handle = (await handleIsFree(tx, talent.handle)) ? talent.handle : null;
    await tx.insert(talentProfiles).values({
      talentId: id,
      handle,
      visibility: talent.visibility,
      onboardingStep: 5,
      updatedAt: now,
      headline: talent.headline,
      bio: talent.bio,
      categoryId: talent.categoryId,
      skills: skillIdList,
      customSkills: [...talent.customSkills],
      jobInterests: [...talent.jobInterests],
      industries: [...talent.industries],
      yearsExperience: talent.yearsExperience,
      experienceLevel: talent.level,
      hourlyRate: talent.hourlyRate,
      contractTypes: [...talent.contractTypes],
      availability: talent.availability,
      hoursPerWeek: talent.hoursPerWeek,
      country: talent.country,
      city: talent.city,
      location: `${talent.city}, ${countryName(talent.country)}`,
      timezone: talent.timezone,
      workStart: talent.workHours.start,
      workEnd: talent.workHours.end,
      portfolioUrl: demoPortfolioUrl(talent),
      avatarFileId,
      resumeFileId,
    });
    if (handle === null) {
      const given = await assignDefaultHandle(tx, id, talent.firstName, talent.lastName);
      console.warn(`[seed] the handle ${talent.handle} is taken: ${fullName(talent)} got ${given}`);
    }
    await replaceExperience(tx, id, fields.experience ?? []);
    await markCompletedWhenReady(tx, id);
    if (talent.vetted) await seedDemoVetting(tx, id, order, now);
    return true;
  });
}

/**
 * The demo talent (the home page's 8 sample talents, the generated ones and the footer's specialists), a share
 * of them vetted. Idempotent: a talent whose
 * demo email exists is left as it is, so a second run adds no row and no file.
 */
export async function seedDemoTalents(db: Db, now = new Date()): Promise<number> {
  const existing = await db
    .select({ email: sql<string>`lower(${talents.email})` })
    .from(talents)
    .where(
      inArray(
        sql`lower(${talents.email})`,
        DEMO_TALENTS.map((talent) => demoEmail(talent)),
      ),
    );
  const seeded = new Set(existing.map((row) => row.email));
  const missing = DEMO_TALENTS.filter((talent) => !seeded.has(demoEmail(talent)));
  if (missing.length === 0) return 0;
  const ids = await skillIds(db);
  let added = 0;
  for (const talent of missing) if (await seedTalent(db, talent, ids, now)) added++;
  return added;
}
