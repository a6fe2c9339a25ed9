import { WORK_TIME_PATTERN } from "@/lib/profiles/work-hours";

import { clearable, httpUrl, optional, requiredText, text } from "./fields";
import { checkWorkHours, isTimeZone } from "./profile";
import { z } from "./zod";

const teamTime = (label: string) =>
  z
    .string({ error: `The ${label} must be a time as HH:MM.` })
    .trim()
    .regex(WORK_TIME_PATTERN, `The ${label} must be a time as HH:MM (24-hour).`);

/** The fields of a company update, without the rule that ties the two working-hour fields together. */
export const companyUpdateObject = z.object({
  name: optional(requiredText("company name", 200)),
  website: clearable(httpUrl("website")),
  size: clearable(text("company size", 50)),
  about: clearable(text("about", 5_000)),
  timezone: clearable(
    text("time zone", 64).refine(isTimeZone, "The time zone must be a valid IANA time zone, e.g. Europe/Berlin."),
  ),
  work_start: clearable(teamTime("work start")).describe(
    "The team's working hours start (HH:MM in `timezone`); send with work_end, both empty to clear",
  ),
  work_end: clearable(teamTime("work end")).describe("HH:MM; before work_start means the range crosses midnight"),
  remove_logo: z.preprocess((v) => v === "1" || v === "true" || v === true, z.boolean()).optional(),
});

/** POST /api/client/company: a partial update; a field not sent stays, an empty one is cleared. */
export const companyUpdateSchema = companyUpdateObject.superRefine(checkWorkHours);
export type CompanyUpdate = z.output<typeof companyUpdateSchema>;

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
