import "server-only";

import { eq } from "drizzle-orm";

import { isZonedHours, type ZonedHours } from "@/lib/remote/overlap";

import { companies } from "../db/schema";
import type { Db } from "../db/types";

/** The recruiter's team hours from their company, or null while the company has no time zone or hours. */
export async function teamHoursOf(db: Db, clientId: number): Promise<ZonedHours | null> {
  const [row] = await db
    .select({ timezone: companies.timezone, start: companies.workStart, end: companies.workEnd })
    .from(companies)
    .where(eq(companies.clientId, clientId))
    .limit(1);
  const hours = { timezone: row?.timezone ?? undefined, start: row?.start ?? undefined, end: row?.end ?? undefined };
  return isZonedHours(hours) ? hours : null;
}
