import { z } from "./zod";
import { clearable, httpUrl, optional, requiredText, text } from "./fields";
import { isTimeZone } from "./profile";

/** POST /api/client/company: a partial update; a field not sent stays, an empty one is cleared. */
export const companyUpdateSchema = z.object({
  name: optional(requiredText("company name", 200)),
  website: clearable(httpUrl("website")),
  size: clearable(text("company size", 50)),
  about: clearable(text("about", 5_000)),
  timezone: clearable(text("time zone", 64).refine(isTimeZone, "The time zone must be a valid IANA time zone, e.g. Europe/Berlin.")),
  remove_logo: z.preprocess((v) => v === "1" || v === "true" || v === true, z.boolean()).optional(),
});
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
  updated_at: z.iso.datetime({ offset: true }),
});
export type Company = z.infer<typeof companySchema>;
