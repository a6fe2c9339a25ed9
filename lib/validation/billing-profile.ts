import { clearable, requiredText } from "./fields";
import { countryCode } from "./formats";
import { z } from "./zod";

/** PUT /api/client/billing-profile: who the company's invoices are made out and mailed to. */
export const billingProfileRequestSchema = z.strictObject({
  legal_name: requiredText("Legal name", 200),
  address_line1: requiredText("Address", 200),
  address_line2: clearable(
    z.string().trim().max(200, { error: "Address line 2 may not be longer than 200 characters." }),
  ),
  city: requiredText("City", 100),
  postal_code: requiredText("Postal code", 20),
  country: countryCode("Choose a country (ISO 3166-1 alpha-2, e.g. DE)."),
  vat_id: clearable(
    z
      .string()
      .trim()
      .transform((value) => value.replace(/[\s.-]/g, "").toUpperCase())
      .pipe(
        z.string().regex(/^[A-Z]{2}[A-Z0-9+*]{2,13}$/, {
          error: "A VAT id starts with its two-letter country prefix, e.g. DE123456789.",
        }),
      ),
  ),
  billing_email: z.email({ error: "Enter the email address invoices go to." }).max(254),
});
export type BillingProfileRequest = z.input<typeof billingProfileRequestSchema>;

export const billingProfileSchema = z.object({
  legal_name: z.string(),
  address_line1: z.string(),
  address_line2: z.string().nullable(),
  city: z.string(),
  postal_code: z.string(),
  country: z.string(),
  vat_id: z.string().nullable(),
  billing_email: z.string(),
  updated_at: z.iso.datetime(),
});
export type BillingProfile = z.infer<typeof billingProfileSchema>;
/** GET answers null until the profile is saved: no invoice is made before. */
export const billingProfileAnswerSchema = z.object({ data: billingProfileSchema.nullable() });
