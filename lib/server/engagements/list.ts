import "server-only";

import { eq, inArray } from "drizzle-orm";

import type { MemberKind } from "@/lib/accounts/kinds";
import type { Engagement } from "@/lib/validation/engagements";

import { companies, engagements } from "../db/schema";
import type { Db } from "../db/types";
import { ownEngagement } from "./access";
import { engagementJson, engagementsWhere } from "./engagement-json";

/** `who`'s engagements (the talent's, or the client's company's), newest first. */
export async function listEngagements(db: Db, who: { kind: MemberKind; id: number }): Promise<Engagement[]> {
  const own =
    who.kind === "talent"
      ? eq(engagements.talentId, who.id)
      : inArray(
          engagements.companyId,
          db.select({ id: companies.id }).from(companies).where(eq(companies.clientId, who.id)),
        );
  return engagementsWhere(db, who.kind, own);
}

/** One of `who`'s engagements; 404 for anyone else's. */
export async function readEngagement(db: Db, who: { kind: MemberKind; id: number }, id: number): Promise<Engagement> {
  await ownEngagement(db, who, id);
  return engagementJson(db, who.kind, id);
}
