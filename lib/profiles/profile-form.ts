import { checkWorkHours, profileUpdateObject, type OwnProfile, type Visibility } from "@/lib/validation/profile";
import type { z } from "@/lib/validation/zod";

/** One work experience entry as the form holds it: text inputs, "" for an empty end month. */
export type ExperienceFormEntry = {
  title: string;
  company: string;
  start_month: string;
  end_month: string;
  current: boolean;
  description: string;
};

/** Every field the onboarding steps and the editor write, as form inputs hold them (text, lists). */
export type ProfileFormValues = {
  category_id: string;
  headline: string;
  years_experience: string;
  experience_level: string;
  skills: number[];
  custom_skills: string[];
  job_interests: string[];
  industries: string[];
  contract_types: string[];
  hourly_rate: string;
  hours_per_week: string;
  available_from: string;
  availability: string;
  country: string;
  city: string;
  timezone: string;
  work_start: string;
  work_end: string;
  linkedin_url: string;
  github_url: string;
  portfolio_url: string;
  bio: string;
  experience: ExperienceFormEntry[];
  handle: string;
  visibility: Visibility;
};

/** The groups of fields: one onboarding step (or editor section) each; the API's field names throughout. */
export const FIELD_GROUPS = {
  whatYouDo: ["category_id", "headline", "years_experience", "experience_level"],
  skills: ["skills", "custom_skills"],
  whatYouWant: [
    "job_interests",
    "industries",
    "contract_types",
    "hourly_rate",
    "hours_per_week",
    "available_from",
    "availability",
  ],
  whereAndWhen: ["country", "city", "timezone", "work_start", "work_end"],
  workAndLinks: ["linkedin_url", "github_url", "portfolio_url", "bio", "experience"],
  visibility: ["handle", "visibility"],
} as const satisfies Record<string, readonly (keyof ProfileFormValues)[]>;

export type FieldGroup = keyof typeof FIELD_GROUPS;

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

/** The form's values from the saved profile; a profile without a time zone gets the browser's. */
export function profileFormValues(profile: OwnProfile, browserTimeZone = ""): ProfileFormValues {
  return {
    category_id: text(profile.category_id),
    headline: text(profile.headline),
    years_experience: text(profile.years_experience),
    experience_level: text(profile.experience_level),
    skills: profile.skills.map((skill) => skill.id),
    custom_skills: [...profile.custom_skills],
    job_interests: [...profile.job_interests],
    industries: [...profile.industries],
    contract_types: [...profile.contract_types],
    hourly_rate: text(profile.hourly_rate),
    hours_per_week: text(profile.hours_per_week),
    available_from: text(profile.available_from),
    availability: text(profile.availability),
    country: text(profile.country),
    city: text(profile.city),
    timezone: profile.timezone ?? browserTimeZone,
    work_start: profile.work_hours?.start ?? "",
    work_end: profile.work_hours?.end ?? "",
    linkedin_url: text(profile.linkedin_url),
    github_url: text(profile.github_url),
    portfolio_url: text(profile.portfolio_url),
    bio: text(profile.bio),
    experience: profile.experience.map((entry) => ({
      title: entry.title,
      company: entry.company,
      start_month: entry.start_month,
      end_month: entry.end_month ?? "",
      current: entry.current,
      description: entry.description ?? "",
    })),
    handle: text(profile.handle),
    visibility: profile.visibility,
  };
}

/**
 * The rules of a group of fields: the API's own field schemas (one source of rules), so the form
 * refuses what the server would and hands over the values as the server reads them.
 */
export function groupSchema(groups: readonly FieldGroup[]) {
  const names = groups.flatMap((group) => FIELD_GROUPS[group]);
  const mask: Partial<Record<keyof ProfileFormValues, true>> = Object.fromEntries(names.map((name) => [name, true]));
  const picked = profileUpdateObject.pick(mask);
  return groups.includes("whereAndWhen") ? picked.superRefine(checkWorkHours) : picked;
}

export type ProfileFormOutput = z.output<typeof profileUpdateObject>;
