import "server-only";

import { eq } from "drizzle-orm";

import { companies, engagements, talentProfiles } from "../db/schema";
import type { Db } from "../db/types";
import type { EngagementRow } from "../engagements/engagement-json";
import { apiError } from "../http/error-codes";

export type LoggingEngagement = EngagementRow & { companyZone: string; talentZone: string };

/**
 * The talent's own hourly engagement with both zones (a zone not set yet reads UTC, as the engagements do): 404 for
 * anyone else's, 409 for a project or full-time one.
 */
export async function talentHourlyEngagement(
  db: Db,
  talentId: number,
  engagementId: number,
): Promise<LoggingEngagement> {
  const [row] = await db
    .select({ engagement: engagements, companyZone: companies.timezone, talentZone: talentProfiles.timezone })
    .from(engagements)
    .innerJoin(companies, eq(companies.id, engagements.companyId))
    .leftJoin(talentProfiles, eq(talentProfiles.talentId, engagements.talentId))
    .where(eq(engagements.id, engagementId));
  if (!row || row.engagement.talentId !== talentId) throw apiError("not_found", "Engagement not found.");
  if (row.engagement.contractType !== "hourly") {
    throw apiError("conflict", "Time is logged on hourly engagements only.");
  }
  return { ...row.engagement, companyZone: row.companyZone ?? "UTC", talentZone: row.talentZone ?? "UTC" };
}
