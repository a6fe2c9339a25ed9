import { companyUpdateObject, type Company } from "@/lib/validation/company";
import { requiredText } from "@/lib/validation/fields";
import { checkWorkHours } from "@/lib/validation/profile";
import type { z } from "@/lib/validation/zod";

/** The API's rules for a company update, with the name required (the form always sends it). */
export const companyFormSchema = companyUpdateObject
  .omit({ remove_logo: true, work_hours: true })
  .extend({ name: requiredText("company name", 200) })
  .superRefine(checkWorkHours);

export type CompanyFormValues = {
  name: string;
  website: string;
  size: string;
  about: string;
  timezone: string;
  work_start: string;
  work_end: string;
};
export type CompanyFormOutput = z.output<typeof companyFormSchema>;

export const companyFormValues = (company: Company): CompanyFormValues => ({
  name: company.name,
  website: company.website ?? "",
  size: company.size ?? "",
  about: company.about ?? "",
  timezone: company.timezone ?? "",
  work_start: company.work_hours?.start ?? "",
  work_end: company.work_hours?.end ?? "",
});
