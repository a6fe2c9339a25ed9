import { clearable, httpUrl, optional, requiredText, text } from "./fields";
import { timeZone } from "./formats";
import { checkWorkHours, WORK_HOURS_RULES } from "./profile";
import { unfoldWorkHours, withoutWorkHours, workHoursField, workTime } from "./work-hours-field";
import { z } from "./zod";

/** The fields of a company update, without the rule that ties the two working-hour fields together. */
export const companyUpdateObject = z.object({
  name: optional(requiredText("company name", 200)),
  website: clearable(httpUrl("website")),
  size: clearable(text("company size", 50)),
  about: clearable(text("about", 5_000)),
  timezone: clearable(timeZone("The time zone must be a valid IANA time zone, e.g. Europe/Berlin.")),
  work_start: clearable(workTime("work start")).describe(
    "The team's working hours start (HH:MM in `timezone`); send with work_end, both empty to clear",
  ),
  work_end: clearable(workTime("work end")).describe("HH:MM; before work_start means the range crosses midnight"),
  work_hours: workHoursField,
  remove_logo: z.preprocess((v) => v === "1" || v === "true" || v === true, z.boolean()).optional(),
});

/** POST /api/client/company: a partial update; a field not sent stays, an empty one is cleared. */
export const companyUpdateSchema = z.preprocess(
  unfoldWorkHours,
  companyUpdateObject.superRefine(checkWorkHours).transform(withoutWorkHours).describe(WORK_HOURS_RULES),
);
export type CompanyUpdate = z.output<typeof companyUpdateSchema>;

/** The whole multipart form as OpenAPI shows it, the logo included (its bytes are checked by the server). */
export const companyUpdateRequestSchema = z.preprocess(
  unfoldWorkHours,
  companyUpdateObject
    .extend({ logo: z.file().describe("PNG, JPEG or WebP, up to 2 MB; the type is read from the bytes").optional() })
    .superRefine(checkWorkHours)
    .describe(WORK_HOURS_RULES),
);

export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo_url: z.string().nullable(),
  website: z.string().nullable(),
  size: z.string().nullable(),
  about: z.string().nullable(),
  timezone: z.string().nullable(),
  work_hours: z
    .object({ start: z.string(), end: z.string() })
    .nullable()
    .describe("The team's working hours in `timezone`: the directory measures each talent's overlap against them"),
  updated_at: z.iso.datetime({ offset: true }),
});
export type Company = z.infer<typeof companySchema>;
