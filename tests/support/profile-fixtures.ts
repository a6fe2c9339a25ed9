import type { Catalogues } from "@/components/profile-form/catalogue-context";
import type { OwnProfile, TalentUser } from "@/lib/validation/profile";

import { talentUser } from "./auth-api-mocks";

/** A new talent's own profile: names and a handle, nothing else yet. */
export const emptyProfile: OwnProfile = {
  first_name: "Ada",
  last_name: "Lovelace",
  handle: "ada-lovelace",
  visibility: "recruiters",
  onboarding_step: 0,
  headline: null,
  bio: null,
  location: null,
  country: null,
  city: null,
  timezone: null,
  work_hours: null,
  hourly_rate: null,
  years_experience: null,
  experience_level: null,
  availability: null,
  available_from: null,
  contract_types: [],
  hours_per_week: null,
  category_id: null,
  skills: [],
  custom_skills: [],
  job_interests: [],
  industries: [],
  linkedin_url: null,
  github_url: null,
  portfolio_url: null,
  experience: [],
  avatar_url: null,
  resume_url: null,
  completeness: { percent: 0, missing: [] },
  updated_at: "2026-01-01T00:00:00.000Z",
};

export const softwareSkills = [
  { id: 1, name: "React", category_id: 1 },
  { id: 2, name: "TypeScript", category_id: 1 },
  { id: 3, name: "Node.js", category_id: 1 },
];

export const catalogues: Catalogues = {
  skills: { 1: softwareSkills },
  jobInterests: { 1: [{ id: 1, name: "Frontend Developer", category_id: 1 }] },
  industries: [{ id: 1, name: "Fintech" }],
};

/** The answer of POST /api/talent/profile_update for `profile`. */
export const updateAnswer = (profile: OwnProfile = emptyProfile): { data: TalentUser } => {
  const { first_name, last_name, ...rest } = profile;
  return {
    data: {
      ...talentUser,
      id: 1,
      uuid: "6c1d5ad0-0000-4000-8000-000000000001",
      first_name,
      last_name,
      full_name: `${first_name} ${last_name}`,
      email_verified: true,
      type: "talent",
      profile: rest,
    },
  };
};
