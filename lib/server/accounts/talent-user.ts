import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import { skills, talentProfiles, talents } from "../db/schema";
import type { Db } from "../db/types";
import type { TalentProfile, TalentUser } from "@/lib/validation/profile";
import { talentJson } from "./user-json";

type ProfileRow = typeof talentProfiles.$inferSelect;

export const fileUrl = (id: string | null) => (id ? `/api/files/${id}` : null);

async function profileJson(db: Db, row: ProfileRow): Promise<TalentProfile> {
  const skillRows =
    row.skills.length === 0
      ? []
      : await db
          .select({ id: skills.id, name: skills.name, category_id: skills.categoryId })
          .from(skills)
          .where(inArray(skills.id, row.skills))
          .orderBy(asc(skills.name));
  return {
    headline: row.headline,
    bio: row.bio,
    location: row.location,
    timezone: row.timezone,
    hourly_rate: row.hourlyRate,
    years_experience: row.yearsExperience,
    availability: row.availability as TalentProfile["availability"],
    category_id: row.categoryId,
    skills: skillRows,
    custom_skills: row.customSkills,
    job_interests: row.jobInterests,
    industries: row.industries,
    linkedin_url: row.linkedinUrl,
    github_url: row.githubUrl,
    portfolio_url: row.portfolioUrl,
    avatar_url: fileUrl(row.avatarFileId),
    resume_url: fileUrl(row.resumeFileId),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The talent with its profile (an empty one if none was ever saved), or null. */
export async function getTalentUser(db: Db, id: number): Promise<TalentUser | null> {
  const [row] = await db
    .select({ talent: talents, profile: talentProfiles })
    .from(talents)
    .leftJoin(talentProfiles, eq(talentProfiles.talentId, talents.id))
    .where(eq(talents.id, id))
    .limit(1);
  if (!row) return null;
  const profile = row.profile ?? emptyProfile(id, row.talent.createdAt);
  return { ...talentJson(row.talent), type: "talent", profile: await profileJson(db, profile) };
}

const emptyProfile = (talentId: number, at: Date): ProfileRow => ({
  talentId,
  headline: null,
  bio: null,
  location: null,
  timezone: null,
  hourlyRate: null,
  yearsExperience: null,
  availability: null,
  categoryId: null,
  skills: [],
  customSkills: [],
  jobInterests: [],
  industries: [],
  linkedinUrl: null,
  githubUrl: null,
  portfolioUrl: null,
  avatarFileId: null,
  resumeFileId: null,
  updatedAt: at,
});
