import "server-only";

import { eq, inArray, sql } from "drizzle-orm";

import {
  AVATAR_MAX_BYTES,
  profileUpdateFieldsSchema,
  RESUME_MAX_BYTES,
  type ProfileUpdateFields,
} from "@/lib/validation/profile";

import { skills, talentProfiles, talents } from "../db/schema";
import type { Db } from "../db/types";
import { fileStorage } from "../files/storage";
import { revalidateHirePages } from "../hire-pages/revalidate";
import type { RequestBody } from "../http/body";
import { ApiError, validationFailed } from "../http/errors";
import { replaceExperience } from "../profiles/experience";
import { ensureHandle, handleTakenOr } from "../profiles/handles";
import { markCompletedWhenReady } from "../profiles/profile-completion";
import { readUploads, stageFileChanges } from "../profiles/profile-files";
import { getTalentUser } from "./talent-user";

/** Both files at their largest plus generous room for the text fields: read no further than this. */
export const PROFILE_UPDATE_MAX_BYTES = AVATAR_MAX_BYTES + RESUME_MAX_BYTES + 512 * 1024;

async function assertSkillsExist(db: Db, ids: number[] | undefined) {
  if (!ids || ids.length === 0) return;
  const unique = [...new Set(ids)];
  const found = await db.select({ id: skills.id }).from(skills).where(inArray(skills.id, unique));
  if (found.length !== unique.length) throw validationFailed({ skills: ["The selected skills are invalid."] });
}

const dedupe = <T>(values: T[] | undefined) => (values === undefined ? undefined : [...new Set(values)]);

/** Column values for the fields sent: undefined leaves a column alone, null clears it. */
function profileChanges(fields: ProfileUpdateFields) {
  return {
    headline: fields.headline,
    bio: fields.bio,
    location: fields.location,
    timezone: fields.timezone,
    hourlyRate: fields.hourly_rate,
    yearsExperience: fields.years_experience,
    availability: fields.availability,
    categoryId: fields.category_id,
    skills: dedupe(fields.skills),
    customSkills: dedupe(fields.custom_skills),
    jobInterests: dedupe(fields.job_interests),
    industries: dedupe(fields.industries),
    linkedinUrl: fields.linkedin_url,
    githubUrl: fields.github_url,
    portfolioUrl: fields.portfolio_url,
    experienceLevel: fields.experience_level,
    contractTypes: dedupe(fields.contract_types),
    hoursPerWeek: fields.hours_per_week,
    availableFrom: fields.available_from,
    country: fields.country,
    city: fields.city,
    workStart: fields.work_start,
    workEnd: fields.work_end,
    handle: fields.handle,
    visibility: fields.visibility,
    onboardingStep: fields.onboarding_step,
  };
}

/**
 * A partial update of a talent's profile and name, files and experience included. Everything is written
 * in one transaction that first locks the profile row: concurrent updates apply one after another, a
 * failure leaves neither a row nor a file behind, and replaced or removed files go in the same commit.
 * A handle someone else holds is refused by the unique index, whatever the timing.
 */
export async function updateTalentProfile(db: Db, talentId: number, body: RequestBody) {
  const fields = profileUpdateFieldsSchema.parse(body);
  const uploads = await readUploads(body, fields);
  await assertSkillsExist(db, fields.skills);

  try {
    await db.transaction(async (tx) => {
      await tx.insert(talentProfiles).values({ talentId }).onConflictDoNothing();
      const [current] = await tx
        .select({ avatar: talentProfiles.avatarFileId, resume: talentProfiles.resumeFileId })
        .from(talentProfiles)
        .where(eq(talentProfiles.talentId, talentId))
        .for("update");
      if (!current) throw new ApiError(404, "Profile not found.");

      const files = await stageFileChanges(tx, talentId, current, uploads, fields);
      await tx
        .update(talentProfiles)
        .set({ ...profileChanges(fields), ...files.columns, updatedAt: sql`now()`, lastActiveAt: sql`now()` })
        .where(eq(talentProfiles.talentId, talentId));
      if (fields.experience !== undefined) await replaceExperience(tx, talentId, fields.experience);
      if (fields.first_name !== undefined || fields.last_name !== undefined) {
        await tx
          .update(talents)
          .set({ firstName: fields.first_name, lastName: fields.last_name, updatedAt: sql`now()` })
          .where(eq(talents.id, talentId));
      }
      await ensureHandle(tx, talentId);
      await markCompletedWhenReady(tx, talentId);
      await fileStorage().remove(tx, files.superseded);
    });
  } catch (error) {
    throw handleTakenOr(error);
  }
  revalidateHirePages();

  const user = await getTalentUser(db, talentId);
  if (!user) throw new ApiError(404, "Profile not found.");
  return user;
}
