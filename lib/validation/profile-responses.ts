import { userSchema } from "./accounts";
import { experienceSchema } from "./experience";
import { AVAILABILITY_OPTIONS, CONTRACT_TYPES, EXPERIENCE_LEVELS, VISIBILITIES } from "./profile-options";
import { ratingSchema } from "./reviews";
import { z } from "./zod";

export const profileSkillSchema = z.object({ id: z.number().int(), name: z.string(), category_id: z.number().int() });

export const workHoursSchema = z
  .object({ start: z.string().describe("HH:MM"), end: z.string().describe("HH:MM; before start: crosses midnight") })
  .nullable();

export const completenessSchema = z.object({
  percent: z.number().int().min(0).max(100),
  missing: z.array(z.object({ field: z.string().describe("The profile field to fill in"), label: z.string() })),
});

/** What anyone allowed to see a profile may see: the fields a recruiter reads. */
const shownProfileFields = {
  headline: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  country: z.string().nullable().describe("ISO 3166-1 alpha-2"),
  city: z.string().nullable(),
  timezone: z.string().nullable(),
  work_hours: workHoursSchema,
  hourly_rate: z.number().int().nullable(),
  years_experience: z.number().int().nullable(),
  experience_level: z.enum(EXPERIENCE_LEVELS).nullable(),
  availability: z.enum(AVAILABILITY_OPTIONS).nullable(),
  available_from: z.string().nullable().describe("YYYY-MM-DD"),
  contract_types: z.array(z.enum(CONTRACT_TYPES)),
  hours_per_week: z.number().int().nullable(),
  category_id: z.number().int().nullable(),
  skills: z.array(profileSkillSchema),
  custom_skills: z.array(z.string()),
  job_interests: z.array(z.string()),
  industries: z.array(z.string()),
  linkedin_url: z.string().nullable(),
  github_url: z.string().nullable(),
  portfolio_url: z.string().nullable(),
  experience: z.array(experienceSchema),
  avatar_url: z.string().nullable().describe("GET it without a token (public)"),
  handle: z.string().nullable().describe("Null only until the profile is first read or saved"),
};

/** The talent's own profile, as in GET /api/talent/info's `profile`. */
export const talentProfileSchema = z.object({
  ...shownProfileFields,
  resume_url: z.string().nullable().describe("GET it with the owner's talent token, or a client or manager token"),
  visibility: z.enum(VISIBILITIES),
  onboarding_step: z.number().int().min(0).max(5),
  completeness: completenessSchema,
  updated_at: z.iso.datetime(),
});

/** GET /api/talent/profile: the profile with the name fields the editor also writes. */
export const ownProfileSchema = talentProfileSchema.extend({ first_name: z.string(), last_name: z.string() });
export const ownProfileResponseSchema = z.object({ data: ownProfileSchema });

/** GET /api/profiles/{handle}: never the email; `resume_url` is null unless the viewer may download it. */
export const publicProfileSchema = z.object({
  ...shownProfileFields,
  handle: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  vetted: z.boolean().describe("The talent passed vetting"),
  rating: ratingSchema,
  resume_url: z.string().nullable().describe("Only for signed-in clients and managers, and the owner"),
  visibility: z.enum(VISIBILITIES),
  updated_at: z.iso.datetime(),
});
export const publicProfileResponseSchema = z.object({ data: publicProfileSchema });
export const handleParamSchema = z.object({ handle: z.string().describe("The profile's handle, case-insensitive") });

export const talentUserSchema = userSchema.extend({ type: z.literal("talent"), profile: talentProfileSchema });
export const talentInfoResponseSchema = z.object({ data: talentUserSchema });

export type TalentProfile = z.infer<typeof talentProfileSchema>;
export type OwnProfile = z.infer<typeof ownProfileSchema>;
export type PublicProfile = z.infer<typeof publicProfileSchema>;
export type TalentUser = z.infer<typeof talentUserSchema>;
