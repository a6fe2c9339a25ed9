import "server-only";

import type { InvoiceJson } from "@/lib/validation/invoices";

// Countries that write the town before the postcode ("Dublin D02 X285", "London SW1A 1AA").
const TOWN_FIRST = new Set(["GB", "IE", "US", "CA", "AU", "NZ"]);

const countryNames = new Intl.DisplayNames(["en"], { type: "region" });

const countryName = (code: string): string => {
  try {
    return countryNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
};

/** A party's address, VAT id and email, one line each, as printed under its name. */
export function partyLines(party: InvoiceJson["seller"]): string[] {
  const town = TOWN_FIRST.has(party.country.toUpperCase())
    ? `${party.city} ${party.postal_code}`
    : `${party.postal_code} ${party.city}`;
  return [
    party.address_line1,
    ...(party.address_line2 ? [party.address_line2] : []),
    town.trim(),
    countryName(party.country),
    ...(party.vat_id ? [`VAT ID ${party.vat_id}`] : []),
    party.email,
  ];
}
