import "server-only";

import { eq, sql } from "drizzle-orm";

import { billingProfileRequestSchema, type BillingProfile } from "@/lib/validation/billing-profile";

import { companyOfClient } from "../companies/company-json";
import { billingProfiles, type BillingProfileRow } from "../db/schema";
import type { Db } from "../db/types";
import { readJson } from "../http/json-body";

const profileJson = (row: BillingProfileRow): BillingProfile => ({
  legal_name: row.legalName,
  address_line1: row.addressLine1,
  address_line2: row.addressLine2,
  city: row.city,
  postal_code: row.postalCode,
  country: row.country,
  vat_id: row.vatId,
  billing_email: row.billingEmail,
  updated_at: row.updatedAt.toISOString(),
});

/** The client's company's billing profile; null until it is saved (no invoice is made before). */
export async function getBillingProfile(db: Db, clientId: number): Promise<BillingProfile | null> {
  const company = await companyOfClient(db, clientId);
  const [row] = await db.select().from(billingProfiles).where(eq(billingProfiles.companyId, company.id));
  return row ? profileJson(row) : null;
}

/**
 * Saves the whole profile (PUT: a field left out is cleared). Issued invoices keep the buyer they were issued to;
 * the next month close uses this one.
 */
export async function putBillingProfile(db: Db, clientId: number, request: Request): Promise<BillingProfile> {
  const body = billingProfileRequestSchema.parse(await readJson(request));
  const company = await companyOfClient(db, clientId);
  const values = {
    legalName: body.legal_name,
    addressLine1: body.address_line1,
    addressLine2: body.address_line2 ?? null,
    city: body.city,
    postalCode: body.postal_code,
    country: body.country,
    vatId: body.vat_id ?? null,
    billingEmail: body.billing_email,
  };
  const [row] = await db
    .insert(billingProfiles)
    .values({ companyId: company.id, ...values })
    .onConflictDoUpdate({ target: billingProfiles.companyId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return profileJson(row!);
}
