import { companyUpdateSchema, type Company } from "@/lib/validation/company";
import { requiredText } from "@/lib/validation/fields";
import type { z } from "@/lib/validation/zod";

/** The API's rules for a company update, with the name required (the form always sends it). */
export const companyFormSchema = companyUpdateSchema.omit({ remove_logo: true }).extend({ name: requiredText("company name", 200) });

export type CompanyFormValues = { name: string; website: string; size: string; about: string; timezone: string };
export type CompanyFormOutput = z.output<typeof companyFormSchema>;

export const companyFormValues = (company: Company): CompanyFormValues => ({
  name: company.name,
  website: company.website ?? "",
  size: company.size ?? "",
  about: company.about ?? "",
  timezone: company.timezone ?? "",
});
