import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";

import { COUNTRIES, COUNTRY_CODES } from "@/lib/content/countries";
import { billingProfileRequestSchema, type BillingProfile } from "@/lib/validation/billing-profile";
import type { z } from "@/lib/validation/zod";

/** The form's fields: text as typed; the schema trims, upper-cases and clears empty optional ones. */
export type BillingProfileValues = {
  legal_name: string;
  address_line1: string;
  address_line2: string;
  city: string;
  postal_code: string;
  country: string;
  vat_id: string;
  billing_email: string;
};
export type BillingProfileOutput = z.output<typeof billingProfileRequestSchema>;

export const BILLING_PROFILE_FIELDS = [
  "legal_name",
  "address_line1",
  "address_line2",
  "city",
  "postal_code",
  "country",
  "vat_id",
  "billing_email",
] as const satisfies readonly (keyof BillingProfileValues)[];

// The optional fields preprocess any input (an empty text clears them), so the schema's input type is unknown.
export const billingProfileResolver: Resolver<BillingProfileValues, unknown, BillingProfileOutput> = zodResolver(
  billingProfileRequestSchema as z.ZodType<BillingProfileOutput, BillingProfileValues>,
);

export const billingProfileValues = (profile: BillingProfile | null): BillingProfileValues => ({
  legal_name: profile?.legal_name ?? "",
  address_line1: profile?.address_line1 ?? "",
  address_line2: profile?.address_line2 ?? "",
  city: profile?.city ?? "",
  postal_code: profile?.postal_code ?? "",
  country: profile?.country ?? "",
  vat_id: profile?.vat_id ?? "",
  billing_email: profile?.billing_email ?? "",
});

/**
 * Every ISO 3166-1 alpha-2 country of the shared catalogue, named by the browser's Intl.DisplayNames in English
 * (the catalogue's name where it has none), sorted by name.
 */
export function countryOptions(): { value: string; label: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames(["en"], { type: "region" });
  } catch {
    // An engine without DisplayNames: the catalogue's names.
  }
  return COUNTRY_CODES.map((code) => ({ value: code, label: names?.of(code) ?? COUNTRIES[code] })).sort((a, b) =>
    a.label.localeCompare(b.label, "en"),
  );
}
