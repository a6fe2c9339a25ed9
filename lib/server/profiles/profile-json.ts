import "server-only";

import { asc, inArray } from "drizzle-orm";

import { completeness, type Completeness } from "@/lib/profiles/completeness";
import type { PublicProfile, TalentProfile } from "@/lib/validation/profile";

import { skills, type talentProfiles } from "../db/schema";
import type { Db } from "../db/types";
import { fileUrl } from "../files/file-url";
import { experienceOf } from "./experience";

export type ProfileRow = typeof talentProfiles.$inferSelect;

async function skillsOf(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: skills.id, name: skills.name, category_id: skills.categoryId })
    .from(skills)
    .where(inArray(skills.id, ids))
    .orderBy(asc(skills.name));
}

/** The fields every viewer allowed to see the profile sees. */
async function shownFields(db: Db, row: ProfileRow) {
  return {
    headline: row.headline,
    bio: row.bio,
    location: row.location,
    country: row.country,
    city: row.city,
    timezone: row.timezone,
    work_hours: row.workStart !== null && row.workEnd !== null ? { start: row.workStart, end: row.workEnd } : null,
    hourly_rate: row.hourlyRate,
    years_experience: row.yearsExperience,
    experience_level: row.experienceLevel,
    availability: row.availability as TalentProfile["availability"],
    available_from: row.availableFrom,
    contract_types: row.contractTypes,
    hours_per_week: row.hoursPerWeek,
    category_id: row.categoryId,
    skills: await skillsOf(db, row.skills),
    custom_skills: row.customSkills,
    job_interests: row.jobInterests,
    industries: row.industries,
    linkedin_url: row.linkedinUrl,
    github_url: row.githubUrl,
    portfolio_url: row.portfolioUrl,
    experience: await experienceOf(db, row.talentId),
    avatar_url: fileUrl(row.avatarFileId),
  };
}

/** The owner's view: everything, with the completeness rule's verdict. */
export async function profileJson(db: Db, row: ProfileRow): Promise<TalentProfile> {
  const shown = await shownFields(db, row);
  const profile = {
    ...shown,
    handle: row.handle,
    resume_url: fileUrl(row.resumeFileId),
    visibility: row.visibility,
    onboarding_step: row.onboardingStep,
    updated_at: row.updatedAt.toISOString(),
  };
  return {
    ...profile,
    completeness: completenessOfRow(row, {
      skillCount: shown.skills.length,
      hasExperience: shown.experience.length > 0,
    }),
  };
}

/**
 * The completeness of a profile row, given how many of its catalogue skills exist and whether it lists any experience
 * (all the rule reads of those two): the owner's profile JSON carries it, and apply checks it from one statement.
 */
export function completenessOfRow(
  row: ProfileRow,
  { skillCount, hasExperience }: { skillCount: number; hasExperience: boolean },
): Completeness {
  return completeness({
    avatar_url: fileUrl(row.avatarFileId),
    headline: row.headline,
    skills: Array.from({ length: skillCount }),
    custom_skills: row.customSkills,
    hourly_rate: row.hourlyRate,
    timezone: row.timezone,
    work_hours: row.workStart !== null && row.workEnd !== null ? { start: row.workStart, end: row.workEnd } : null,
    resume_url: fileUrl(row.resumeFileId),
    linkedin_url: row.linkedinUrl,
    github_url: row.githubUrl,
    portfolio_url: row.portfolioUrl,
    bio: row.bio,
    experience: hasExperience ? [true] : [],
  });
}

type Person = { firstName: string; lastName: string; vetted: boolean };

/** Another viewer's view: no email, no completeness, and the résumé only when `withResume`. */
export async function publicProfileJson(
  db: Db,
  row: ProfileRow & { handle: string },
  person: Person,
  withResume: boolean,
): Promise<Omit<PublicProfile, "rating">> {
  return {
    ...(await shownFields(db, row)),
    handle: row.handle,
    first_name: person.firstName,
    last_name: person.lastName,
    full_name: `${person.firstName} ${person.lastName}`.trim(),
    vetted: person.vetted,
    resume_url: withResume ? fileUrl(row.resumeFileId) : null,
    visibility: row.visibility,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A profile row that was never written: every field empty. */
export const emptyProfile = (talentId: number, at: Date): ProfileRow => ({
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
  experienceLevel: null,
  contractTypes: [],
  hoursPerWeek: null,
  availableFrom: null,
  country: null,
  city: null,
  workStart: null,
  workEnd: null,
  handle: null,
  visibility: "recruiters",
  onboardingStep: 0,
  completedAt: null,
  lastActiveAt: at,
  updatedAt: at,
  searchDocument: "",
  listable: false,
});
