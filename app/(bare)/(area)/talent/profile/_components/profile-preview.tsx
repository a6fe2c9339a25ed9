"use client";

import { useWatch, type Control } from "react-hook-form";

import { useKnownSkills } from "@/components/profile-form/catalogue-context";
import { fullName } from "@/components/profile-form/profile-group-fields";
import { ProfileView, type ProfileViewData } from "@/components/profile/profile-view";
import type { ProfileUpdate } from "@/lib/api/profile";
import type { ProfileFormValues } from "@/lib/profiles/profile-form";
import { WORK_TIME_PATTERN } from "@/lib/profiles/work-hours";
import type { Skill } from "@/lib/validation/catalog";
import { AVAILABILITY_OPTIONS, CONTRACT_TYPES, EXPERIENCE_LEVELS, type OwnProfile } from "@/lib/validation/profile";

const number = (value: string) => (value.trim() !== "" && Number.isFinite(Number(value)) ? Number(value) : null);
const orNull = (value: string) => (value.trim() === "" ? null : value.trim());
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const member = <T extends string>(values: readonly T[], value: string): T | null =>
  (values as readonly string[]).includes(value) ? (value as T) : null;

/** The profile as it would read once saved: the form's values, with the files and names already saved. */
export function previewData(
  values: ProfileFormValues,
  profile: OwnProfile,
  known: Map<number, Skill>,
): ProfileViewData {
  const hours =
    WORK_TIME_PATTERN.test(values.work_start) && WORK_TIME_PATTERN.test(values.work_end)
      ? { start: values.work_start, end: values.work_end }
      : null;
  return {
    full_name: fullName(profile),
    headline: orNull(values.headline),
    bio: orNull(values.bio),
    avatar_url: profile.avatar_url,
    category_id: number(values.category_id),
    experience_level: member(EXPERIENCE_LEVELS, values.experience_level),
    years_experience: number(values.years_experience),
    skills: values.skills.flatMap((id) => known.get(id) ?? []),
    custom_skills: values.custom_skills,
    experience: values.experience
      .filter((entry) => entry.title.trim() && entry.company.trim() && MONTH.test(entry.start_month))
      .map((entry) => ({
        ...entry,
        end_month: !entry.current && MONTH.test(entry.end_month) ? entry.end_month : null,
        description: orNull(entry.description),
      })),
    country: orNull(values.country),
    city: orNull(values.city),
    timezone: orNull(values.timezone),
    work_hours: hours,
    hourly_rate: number(values.hourly_rate),
    availability: member(AVAILABILITY_OPTIONS, values.availability),
    available_from: /^\d{4}-\d{2}-\d{2}$/.test(values.available_from) ? values.available_from : null,
    contract_types: values.contract_types.flatMap((type) => member(CONTRACT_TYPES, type) ?? []),
    hours_per_week: number(values.hours_per_week),
    job_interests: values.job_interests,
    industries: values.industries,
    linkedin_url: orNull(values.linkedin_url),
    github_url: orNull(values.github_url),
    portfolio_url: orNull(values.portfolio_url),
  };
}

/** The live preview beside the editor: ProfileView fed from the form as the talent types. */
export function ProfilePreview({
  control,
  profile,
}: {
  control: Control<ProfileFormValues, unknown, ProfileUpdate>;
  profile: OwnProfile;
}) {
  const values = useWatch({ control }) as ProfileFormValues;
  const known = useKnownSkills(profile.skills);
  return <ProfileView profile={previewData(values, profile, known)} headingLevel={2} />;
}
