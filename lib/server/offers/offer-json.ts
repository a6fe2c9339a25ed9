import "server-only";

import { desc, eq, type SQL } from "drizzle-orm";

import { shownOfferStatus } from "@/lib/offers/states";
import type { Offer } from "@/lib/validation/offers";

import { companies, engagements, jobs, offers, talentProfiles, talents } from "../db/schema";
import type { Db } from "../db/types";
import { partiesJson, termsJson } from "./terms-json";

/** Offers with their job, both parties and the engagement an accepted one started, newest first. */
export async function offersWhere(db: Db, where: SQL | undefined, now = new Date()): Promise<Offer[]> {
  const rows = await db
    .select({
      offer: offers,
      jobTitle: jobs.title,
      companyName: companies.name,
      companyZone: companies.timezone,
      firstName: talents.firstName,
      lastName: talents.lastName,
      talentZone: talentProfiles.timezone,
      engagementId: engagements.id,
    })
    .from(offers)
    .innerJoin(jobs, eq(jobs.id, offers.jobId))
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .innerJoin(talents, eq(talents.id, offers.talentId))
    .leftJoin(talentProfiles, eq(talentProfiles.talentId, offers.talentId))
    .leftJoin(engagements, eq(engagements.offerId, offers.id))
    .where(where)
    .orderBy(desc(offers.id));
  return rows.map(({ offer, ...row }) => ({
    id: offer.id,
    status: shownOfferStatus(offer.status, offer.expiresAt, now),
    ...termsJson(offer),
    ...partiesJson({ ...offer, ...row }),
    message: offer.message,
    sent_at: offer.sentAt.toISOString(),
    expires_at: offer.expiresAt.toISOString(),
    answered_at: offer.answeredAt?.toISOString() ?? null,
    decline_reason: offer.declineReason,
    engagement_id: row.engagementId,
  }));
}

export async function offerJson(db: Db, offerId: number): Promise<Offer> {
  const [one] = await offersWhere(db, eq(offers.id, offerId));
  return one!;
}
