import "server-only";

import { eq } from "drizzle-orm";

import type { MemberKind } from "@/lib/accounts/kinds";

import { companies, engagements } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";
import type { EngagementRow } from "./engagement-json";

/** The engagement and its company's zone, when it is `who`'s own; 404 otherwise, as for an unknown id. */
export async function ownEngagement(
  db: Db,
  who: { kind: MemberKind; id: number },
  engagementId: number,
): Promise<EngagementRow & { clientId: number; zone: string }> {
  const [row] = await db
    .select({ engagement: engagements, clientId: companies.clientId, zone: companies.timezone })
    .from(engagements)
    .innerJoin(companies, eq(companies.id, engagements.companyId))
    .where(eq(engagements.id, engagementId));
  const own = row && (who.kind === "talent" ? row.engagement.talentId === who.id : row.clientId === who.id);
  if (!row || !own) throw apiError("not_found", "Engagement not found.");
  return { ...row.engagement, clientId: row.clientId, zone: row.zone ?? "UTC" };
}
