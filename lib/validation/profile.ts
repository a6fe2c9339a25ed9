import { handleProblem } from "@/lib/profiles/handle";

import { experienceListField } from "./experience";
import { clearable, httpUrl, int, requiredText, text } from "./fields";
import { countryCode, timeZone } from "./formats";
import {
  AVAILABILITY_OPTIONS,
  AVATAR_MAX_BYTES,
  CONTRACT_TYPES,
  EXPERIENCE_LEVELS,
  ONBOARDING_STEPS,
  RESUME_MAX_BYTES,
  VISIBILITIES,
} from "./profile-options";
import { checkWorkHoursAlias, unfoldWorkHours, withoutWorkHours, workHoursField, workTime } from "./work-hours-field";
import { z } from "./zod";

export * from "./profile-options";
export * from "./profile-responses";

const MAX_LIST_ITEMS = 30;

const oneOf = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `The ${label} must be one of: ${values.join(", ")}.` });

/**
 * A list field: `skills[]` repeated in a form, or a JSON array; one value alone counts as a list of one.
 * An empty value ("", a lone empty `skills[]`, or null) clears the list.
 */
const list = <T extends z.ZodType>(label: string, item: T) =>
  z.preprocess(
    (value) => {
      if (value === undefined) return undefined;
      if (value === null || value === "") return [];
      if (!Array.isArray(value)) return [value];
      return value.length === 1 && value[0] === "" ? [] : value;
    },
    z.array(item).max(MAX_LIST_ITEMS, `The ${label} may not have more than ${MAX_LIST_ITEMS} items.`).optional(),
  );

const listName = (label: string) =>
  z
    .string({ error: `Each of the ${label} must be text.` })
    .trim()
    .min(1, `The ${label} may not contain empty names.`)
    .max(100, `Each of the ${label} may not be greater than 100 characters.`);

const handleField = z
  .string({ error: "The handle must be text." })
  .trim()
  .toLowerCase()
  .superRefine((value, ctx) => {
    const problem = handleProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

const flag = z
  .union([z.boolean(), z.enum(["1", "0", "true", "false"])], { error: "The value must be 1 or 0." })
  .transform((value) => value === true || value === "1" || value === "true");

/**
 * The text fields of POST /api/talent/profile_update. A field not sent stays as it is; an empty value
 * ("" in a form, null in JSON) clears it (lists become empty). Names and the handle cannot be cleared.
 */
export const profileUpdateObject = z.object({
  first_name: requiredText("first name", 100).optional(),
  last_name: requiredText("last name", 100).optional(),
  headline: clearable(text("headline", 150)),
  bio: clearable(text("bio", 5000)),
  location: clearable(text("location", 120)),
  timezone: clearable(timeZone("The timezone must be a valid IANA time zone, e.g. Europe/Berlin.")),
  hourly_rate: clearable(int("hourly rate", 1, 1000)),
  years_experience: clearable(int("years of experience", 0, 60)),
  availability: clearable(oneOf("availability", AVAILABILITY_OPTIONS)),
  category_id: clearable(int("category", 1, 3)),
  skills: list(
    "skills",
    z.coerce
      .number({ error: "Each skill must be a skill id." })
      .int("Each skill must be a skill id.")
      .positive("Each skill must be a skill id."),
  ),
  custom_skills: list("custom skills", listName("custom skills")),
  job_interests: list("job interests", listName("job interests")),
  industries: list("industries", listName("industries")),
  linkedin_url: clearable(httpUrl("LinkedIn URL")),
  github_url: clearable(httpUrl("GitHub URL")),
  portfolio_url: clearable(httpUrl("portfolio URL")),
  experience_level: clearable(oneOf("experience level", EXPERIENCE_LEVELS)),
  contract_types: list("contract types", oneOf("contract type", CONTRACT_TYPES)),
  hours_per_week: clearable(int("hours per week", 1, 80)),
  available_from: clearable(z.iso.date({ error: "The available from date must be a date as YYYY-MM-DD." })),
  country: clearable(countryCode("The country must be an ISO 3166-1 alpha-2 code, e.g. DE.")),
  city: clearable(text("city", 100)),
  work_start: clearable(workTime("work start")).describe("HH:MM; send with work_end (both empty to clear)"),
  work_end: clearable(workTime("work end")).describe("HH:MM; before work_start means the range crosses midnight"),
  work_hours: workHoursField,
  handle: handleField.optional().describe("3-40 of a-z, 0-9 and single hyphens; unique"),
  visibility: oneOf("visibility", VISIBILITIES).optional(),
  onboarding_step: int("onboarding step", 0, ONBOARDING_STEPS).optional(),
  experience: experienceListField.describe(
    "The whole list as JSON text in a form (an array in a JSON body); replaces the list; empty clears it",
  ),
  remove_avatar: flag.optional().describe("1 deletes the avatar"),
  remove_resume: flag.optional().describe("1 deletes the résumé"),
});

type WorkPair = { work_start?: string | null; work_end?: string | null; work_hours?: unknown };

export const WORK_HOURS_RULES =
  "work_start and work_end are set or cleared together, in the same request, and differ; or send work_hours instead of both.";

/** Working hours are a pair: both given, or both cleared, in the same request. */
export function checkWorkHours(fields: WorkPair, ctx: z.RefinementCtx) {
  checkWorkHoursAlias(fields, ctx);
  const { work_start: start, work_end: end } = fields;
  const together = (path: keyof WorkPair) =>
    ctx.addIssue({
      code: "custom",
      path: [path],
      message: "The work start and work end must be set or cleared together.",
    });
  if (start === undefined && end === undefined) return;
  if (start === undefined || start === null) {
    if (end !== null) together("work_start");
  } else if (end === undefined || end === null) {
    together("work_end");
  } else if (start === end) {
    ctx.addIssue({ code: "custom", path: ["work_end"], message: "The work end must differ from the work start." });
  }
}

export const profileUpdateFieldsSchema = z.preprocess(
  unfoldWorkHours,
  profileUpdateObject.superRefine(checkWorkHours).transform(withoutWorkHours),
);

/** The whole multipart form, files included (the server also checks each file's bytes). */
export const profileUpdateRequestSchema = z.preprocess(
  unfoldWorkHours,
  profileUpdateObject
    .extend({
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
    })
    .superRefine(checkWorkHours)
    .describe(WORK_HOURS_RULES),
);

export const fileIdParamSchema = z.object({ id: z.uuid().describe("The id in a profile's avatar_url or resume_url") });

export type ProfileUpdateFields = z.infer<typeof profileUpdateFieldsSchema>;
