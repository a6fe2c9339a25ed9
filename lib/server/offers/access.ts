import "server-only";

import { eq } from "drizzle-orm";

import type { MemberKind } from "@/lib/accounts/kinds";

import { companies, offers } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";

export type OfferRow = typeof offers.$inferSelect;

/** The offer, when it is `who`'s own (the talent's, or of the client's company); 404 otherwise, as for an unknown id. */
export async function ownOffer(
  db: Db,
  who: { kind: MemberKind; id: number },
  offerId: number,
): Promise<OfferRow & { clientId: number }> {
  const [row] = await db
    .select({ offer: offers, clientId: companies.clientId })
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .where(eq(offers.id, offerId));
  const own = row && (who.kind === "talent" ? row.offer.talentId === who.id : row.clientId === who.id);
  if (!row || !own) throw apiError("not_found", "Offer not found.");
  return { ...row.offer, clientId: row.clientId };
}
