import "server-only";

import { eq } from "drizzle-orm";

import type { Company } from "@/lib/validation/company";

import { companies } from "../db/schema";
import type { Db } from "../db/types";
import { fileUrl } from "../files/file-url";
import { apiError } from "../http/error-codes";

export type CompanyRow = typeof companies.$inferSelect;

export const companyJson = (row: CompanyRow): Company => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  logo_url: fileUrl(row.logoFileId),
  website: row.website,
  size: row.size,
  about: row.about,
  timezone: row.timezone,
  work_hours: row.workStart !== null && row.workEnd !== null ? { start: row.workStart, end: row.workEnd } : null,
  updated_at: row.updatedAt.toISOString(),
});

/** The signed-in client's company (every client has one from sign-up or the migration's backfill). */
export async function companyOfClient(db: Db, clientId: number): Promise<CompanyRow> {
  const [row] = await db.select().from(companies).where(eq(companies.clientId, clientId)).limit(1);
  if (!row) throw apiError("not_found", "Company not found.");
  return row;
}
