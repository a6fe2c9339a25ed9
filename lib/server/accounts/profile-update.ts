import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import { skills, talentProfiles, talents } from "../db/schema";
import type { Db } from "../db/types";
import type { RequestBody } from "../http/body";
import { ApiError, validationFailed } from "../http/errors";
import { checkUpload, isEmptyFileField, type CheckedUpload, type UploadPolicy } from "../files/upload-policy";
import { fileStorage } from "../files/storage";
import {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  RESUME_MAX_BYTES,
  RESUME_TYPES,
  profileUpdateFieldsSchema,
  type ProfileUpdateFields,
} from "@/lib/validation/profile";
import { getTalentUser } from "./talent-user";

/** Both files at their largest plus generous room for the text fields: read no further than this. */
export const PROFILE_UPDATE_MAX_BYTES = AVATAR_MAX_BYTES + RESUME_MAX_BYTES + 512 * 1024;

const FILE_POLICIES = {
  avatar: {
    field: "avatar",
    label: "avatar",
    maxBytes: AVATAR_MAX_BYTES,
    types: AVATAR_TYPES,
    typeMessage: "The avatar must be a PNG, JPEG or WebP image.",
  },
  resume: {
    field: "resume",
    label: "resume",
    maxBytes: RESUME_MAX_BYTES,
    types: RESUME_TYPES,
    typeMessage: "The resume must be a PDF document.",
  },
} as const satisfies Record<string, UploadPolicy>;

type Uploads = Partial<Record<keyof typeof FILE_POLICIES, CheckedUpload>>;

async function readUploads(body: RequestBody): Promise<Uploads> {
  const uploads: Uploads = {};
  for (const key of ["avatar", "resume"] as const) {
    const value = body[key];
    if (value === undefined || value === "" || isEmptyFileField(value)) continue;
    if (!(value instanceof File)) {
      const message = `The ${key} must be a file.`;
      throw validationFailed({ [key]: [message] });
    }
    uploads[key] = await checkUpload(value, FILE_POLICIES[key]);
  }
  return uploads;
}

async function assertSkillsExist(db: Db, ids: number[] | undefined) {
  if (!ids || ids.length === 0) return;
  const unique = [...new Set(ids)];
  const found = await db.select({ id: skills.id }).from(skills).where(inArray(skills.id, unique));
  if (found.length !== unique.length) throw validationFailed({ skills: ["The selected skills are invalid."] });
}

const dedupe = <T>(values: T[] | undefined) => (values === undefined ? undefined : [...new Set(values)]);

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
  };
}

/**
 * A partial update of a talent's profile and name, files included. Everything is written in one
 * transaction that first locks the profile row: concurrent updates apply one after another, a failure
 * leaves neither a row nor a file behind, and replaced files go in the same commit.
 */
export async function updateTalentProfile(db: Db, talentId: number, body: RequestBody) {
  const fields = profileUpdateFieldsSchema.parse(body);
  const uploads = await readUploads(body);
  await assertSkillsExist(db, fields.skills);
  const storage = fileStorage();

  await db.transaction(async (tx) => {
    await tx.insert(talentProfiles).values({ talentId }).onConflictDoNothing();
    const [current] = await tx
      .select({ avatar: talentProfiles.avatarFileId, resume: talentProfiles.resumeFileId })
      .from(talentProfiles)
      .where(eq(talentProfiles.talentId, talentId))
      .for("update");
    if (!current) throw new ApiError(404, "Profile not found.");

    const fileIds: { avatarFileId?: string; resumeFileId?: string } = {};
    const replaced: string[] = [];
    if (uploads.avatar) {
      fileIds.avatarFileId = await storage.put(tx, { ownerKind: "talent", ownerId: talentId, purpose: "avatar", ...uploads.avatar });
      if (current.avatar) replaced.push(current.avatar);
    }
    if (uploads.resume) {
      fileIds.resumeFileId = await storage.put(tx, { ownerKind: "talent", ownerId: talentId, purpose: "resume", ...uploads.resume });
      if (current.resume) replaced.push(current.resume);
    }

    await tx
      .update(talentProfiles)
      .set({ ...profileChanges(fields), ...fileIds, updatedAt: sql`now()` })
      .where(eq(talentProfiles.talentId, talentId));
    if (fields.first_name !== undefined || fields.last_name !== undefined) {
      await tx
        .update(talents)
        .set({ firstName: fields.first_name, lastName: fields.last_name, updatedAt: sql`now()` })
        .where(eq(talents.id, talentId));
    }
    await storage.remove(tx, replaced);
  });

  const user = await getTalentUser(db, talentId);
  if (!user) throw new ApiError(404, "Profile not found.");
  return user;
}
