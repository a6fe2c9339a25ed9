import "server-only";

import { eq, inArray, type SQL } from "drizzle-orm";

import type { MemberKind } from "@/lib/accounts/kinds";

import { companies, engagements, timesheets } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";

type Who = { kind: MemberKind; id: number };

/** The engagements that are `who`'s: the talent's own, or those of the client's company. */
export const ownEngagements = (db: Db, who: Who): SQL =>
  who.kind === "talent"
    ? eq(engagements.talentId, who.id)
    : inArray(
        engagements.companyId,
        db.select({ id: companies.id }).from(companies).where(eq(companies.clientId, who.id)),
      );

/** A week of one of `who`'s engagements, with what its moves and mails need; 404 for anyone else's. */
export async function ownTimesheet(db: Db, who: Who, timesheetId: number) {
  const [row] = await db
    .select({
      week: timesheets,
      applicationId: engagements.applicationId,
      talentId: engagements.talentId,
      clientId: companies.clientId,
      companyZone: companies.timezone,
    })
    .from(timesheets)
    .innerJoin(engagements, eq(engagements.id, timesheets.engagementId))
    .innerJoin(companies, eq(companies.id, engagements.companyId))
    .where(eq(timesheets.id, timesheetId));
  const own = row && (who.kind === "talent" ? row.talentId === who.id : row.clientId === who.id);
  if (!row || !own) throw apiError("not_found", "Timesheet not found.");
  return { ...row, companyZone: row.companyZone ?? "UTC" };
}
