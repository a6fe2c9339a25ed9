import type { ExperienceEntry } from "@/lib/validation/experience";

type Scalar = string | number | null;

/** What a profile update may carry: only the fields given are sent; `null` or "" clears one. */
export type ProfileUpdate = {
  first_name?: string;
  last_name?: string;
  headline?: Scalar;
  bio?: Scalar;
  timezone?: Scalar;
  hourly_rate?: Scalar;
  years_experience?: Scalar;
  availability?: Scalar;
  category_id?: Scalar;
  linkedin_url?: Scalar;
  github_url?: Scalar;
  portfolio_url?: Scalar;
  experience_level?: Scalar;
  hours_per_week?: Scalar;
  available_from?: Scalar;
  country?: Scalar;
  city?: Scalar;
  work_start?: Scalar;
  work_end?: Scalar;
  handle?: string;
  visibility?: string;
  onboarding_step?: number;
  skills?: readonly number[];
  custom_skills?: readonly string[];
  job_interests?: readonly string[];
  industries?: readonly string[];
  contract_types?: readonly string[];
  experience?: readonly ExperienceEntry[];
  avatar?: File;
  resume?: File;
  remove_avatar?: boolean;
  remove_resume?: boolean;
};

/**
 * The multipart body of POST /api/talent/profile_update. Lists go as repeated `name[]` (a lone empty
 * `name[]` empties the list), `experience` as JSON text, files as themselves, and flags as 1.
 */
export function profileFormData(update: ProfileUpdate): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(update) as [keyof ProfileUpdate, ProfileUpdate[keyof ProfileUpdate]][]) {
    if (value === undefined) continue;
    if (name === "experience") form.append(name, JSON.stringify(value));
    else if (value instanceof File) form.append(name, value);
    else if (typeof value === "boolean") {
      if (value) form.append(name, "1");
    } else if (Array.isArray(value)) {
      if (value.length === 0) form.append(`${name}[]`, "");
      for (const item of value) form.append(`${name}[]`, String(item));
    } else form.append(name, value === null ? "" : String(value));
  }
  return form;
}
