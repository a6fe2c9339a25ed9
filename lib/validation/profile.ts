import { z } from "./zod";
import { userSchema } from "./accounts";
import { emptyAsUndefined, optionalHttpUrl, optionalInt, optionalText } from "./fields";

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const RESUME_TYPES = ["application/pdf"] as const;
export const AVAILABILITY_OPTIONS = ["full_time", "part_time", "hourly", "not_available"] as const;
const MAX_LIST_ITEMS = 30;

const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

/** A list field: `skills[]` repeated in a form, or a JSON array; one value alone counts as a list of one. */
const list = <T extends z.ZodType>(label: string, item: T) =>
  z.preprocess(
    (value) => (value === undefined || Array.isArray(value) ? value : [value]),
    z
      .array(item)
      .max(MAX_LIST_ITEMS, `The ${label} may not have more than ${MAX_LIST_ITEMS} items.`)
      .optional(),
  );

const listName = (label: string) =>
  z
    .string({ error: `Each of the ${label} must be text.` })
    .trim()
    .min(1, `The ${label} may not contain empty names.`)
    .max(100, `Each of the ${label} may not be greater than 100 characters.`);

/** The text fields of POST /api/talent/profile_update; every one optional (a partial update). */
export const profileUpdateFieldsSchema = z.object({
  first_name: optionalText("first name", 100),
  last_name: optionalText("last name", 100),
  headline: optionalText("headline", 150),
  bio: optionalText("bio", 5000),
  location: optionalText("location", 120),
  timezone: optionalText("timezone", 64).refine(
    (value) => value === undefined || isTimeZone(value),
    "The timezone must be a valid IANA time zone, e.g. Europe/Berlin.",
  ),
  hourly_rate: optionalInt("hourly rate", 1, 1000),
  years_experience: optionalInt("years of experience", 0, 60),
  availability: z.preprocess(
    emptyAsUndefined,
    z.enum(AVAILABILITY_OPTIONS, { error: `The availability must be one of: ${AVAILABILITY_OPTIONS.join(", ")}.` }).optional(),
  ),
  category_id: optionalInt("category", 1, 3),
  skills: list(
    "skills",
    z.coerce.number({ error: "Each skill must be a skill id." }).int("Each skill must be a skill id.").positive("Each skill must be a skill id."),
  ),
  custom_skills: list("custom skills", listName("custom skills")),
  job_interests: list("job interests", listName("job interests")),
  industries: list("industries", listName("industries")),
  linkedin_url: optionalHttpUrl("LinkedIn URL"),
  github_url: optionalHttpUrl("GitHub URL"),
  portfolio_url: optionalHttpUrl("portfolio URL"),
});

/** The whole multipart form, files included (the server also checks each file's bytes). */
export const profileUpdateRequestSchema = profileUpdateFieldsSchema.extend({
  avatar: z
    .file()
    .max(AVATAR_MAX_BYTES, "The avatar may not be greater than 2 MB.")
    .describe("PNG, JPEG or WebP, up to 2 MB; the type is read from the bytes")
    .optional(),
  resume: z
    .file()
    .max(RESUME_MAX_BYTES, "The resume may not be greater than 5 MB.")
    .describe("PDF, up to 5 MB; the type is read from the bytes")
    .optional(),
});

export const fileIdParamSchema = z.object({ id: z.uuid().describe("The id in a profile's avatar_url or resume_url") });

export const profileSkillSchema = z.object({ id: z.number().int(), name: z.string(), category_id: z.number().int() });

export const talentProfileSchema = z.object({
  headline: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  timezone: z.string().nullable(),
  hourly_rate: z.number().int().nullable(),
  years_experience: z.number().int().nullable(),
  availability: z.enum(AVAILABILITY_OPTIONS).nullable(),
  category_id: z.number().int().nullable(),
  skills: z.array(profileSkillSchema),
  custom_skills: z.array(z.string()),
  job_interests: z.array(z.string()),
  industries: z.array(z.string()),
  linkedin_url: z.string().nullable(),
  github_url: z.string().nullable(),
  portfolio_url: z.string().nullable(),
  avatar_url: z.string().nullable().describe("GET it without a token (public)"),
  resume_url: z.string().nullable().describe("GET it with the owner's talent bearer token"),
  updated_at: z.iso.datetime(),
});

export const talentUserSchema = userSchema.extend({ type: z.literal("talent"), profile: talentProfileSchema });
export const talentInfoResponseSchema = z.object({ data: talentUserSchema });

export type ProfileUpdateFields = z.infer<typeof profileUpdateFieldsSchema>;
export type TalentProfile = z.infer<typeof talentProfileSchema>;
export type TalentUser = z.infer<typeof talentUserSchema>;
