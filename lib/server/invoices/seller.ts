import "server-only";

import { feeBasisPoints } from "@/lib/invoices/rounding";

import type { InvoiceParty } from "../db/schema/billing";
import { env } from "../env";

/** The platform as the seller on every invoice, from the environment (defaults: the legal pages' entity). */
export function sellerParty(): InvoiceParty {
  const config = env();
  return {
    name: config.SELLER_LEGAL_NAME,
    address_line1: config.SELLER_ADDRESS_LINE1,
    address_line2: config.SELLER_ADDRESS_LINE2 ?? null,
    city: config.SELLER_CITY,
    postal_code: config.SELLER_POSTAL_CODE,
    country: config.SELLER_COUNTRY,
    vat_id: config.SELLER_VAT_ID,
    email: config.SELLER_EMAIL,
  };
}

/** PLATFORM_FEE_PERCENT in basis points: the share of each line kept by the platform. */
export const platformFeeBasisPoints = (): number => feeBasisPoints(env().PLATFORM_FEE_PERCENT);
