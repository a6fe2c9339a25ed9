import "server-only";

import { eq } from "drizzle-orm";

import { isActiveStage, type ApplicationStage } from "@/lib/applications/stages";
import { todayIn } from "@/lib/engagements/calendar-days";
import type { Engagement } from "@/lib/validation/engagements";
import type { Offer } from "@/lib/validation/offers";

import { moveStage } from "../applications/move-stage";
import { isUniqueViolation } from "../db/errors";
import { companies, engagements } from "../db/schema";
import type { Db } from "../db/types";
import { engagementJson } from "../engagements/engagement-json";
import { publishToApplication } from "../events/publish";
import { apiError } from "../http/error-codes";
import { ownOffer, type OfferRow } from "./access";
import { answerOffer } from "./answer";
import { lockedStage } from "./lock-application";
import { mailOfferAnswered } from "./mails";
import { offerJson } from "./offer-json";

const TERMS = [
  "contractType",
  "currency",
  "rateMinor",
  "weeklyHoursCap",
  "milestones",
  "startDate",
  "trialDays",
  "noticeDays",
  "overlapTimezone",
  "overlapStart",
  "overlapEnd",
  "overlapMinHours",
] as const satisfies readonly (keyof OfferRow)[];

const termsOf = (offer: OfferRow) =>
  Object.fromEntries(TERMS.map((key) => [key, offer[key]])) as Pick<OfferRow, (typeof TERMS)[number]>;

/**
 * Hires the application from `stage`: to `offer` first when the company moved it back meanwhile, then to `hired`,
 * each through the stage machine and its history. The company's offer is what hires, so the company is the actor.
 */
async function hire(tx: Db, offer: OfferRow, stage: ApplicationStage, clientId: number) {
  const actor = { kind: "client" as const, id: clientId };
  if (stage !== "offer") await moveStage(tx, { applicationId: offer.applicationId, actor, from: stage, to: "offer" });
  await moveStage(tx, { applicationId: offer.applicationId, actor, from: "offer", to: "hired" });
}

/**
 * The talent accepts: in one transaction the offer is answered (only while sent and unexpired, so of two accepts
 * one lands), the engagement is made with the offer's terms, and the application is hired.
 */
export async function acceptOffer(
  db: Db,
  talentId: number,
  offerId: number,
): Promise<{ offer: Offer; engagement: Engagement }> {
  const { clientId, applicationId } = await ownOffer(db, { kind: "talent", id: talentId }, offerId);
  let engagementId: number;
  try {
    engagementId = await db.transaction(async (tx) => {
      const stage = await lockedStage(tx, applicationId);
      const offer = await answerOffer(tx, offerId, "accepted");
      if (!isActiveStage(stage))
        throw apiError("conflict", `This application is ${stage}: the offer no longer stands.`);
      const [company] = await tx
        .select({ zone: companies.timezone })
        .from(companies)
        .where(eq(companies.id, offer.companyId));
      const today = todayIn(company?.zone ?? "UTC");
      const [row] = await tx
        .insert(engagements)
        .values({
          offerId,
          applicationId: offer.applicationId,
          companyId: offer.companyId,
          talentId: offer.talentId,
          jobId: offer.jobId,
          ...termsOf(offer),
          status: offer.startDate <= today ? "active" : "scheduled",
          startedBeforePlatform: offer.startDate < today,
        })
        .returning({ id: engagements.id, status: engagements.status });
      await hire(tx, offer, stage, clientId);
      await mailOfferAnswered(tx, offer.applicationId, { accepted: true });
      const application_id = offer.applicationId;
      await publishToApplication(tx, "offer", { application_id, offer_id: offerId, status: "accepted" });
      await publishToApplication(tx, "engagement", {
        application_id,
        engagement_id: row!.id,
        status: row!.status,
        change: "started",
      });
      return row!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw apiError("conflict", "This offer is accepted already.");
    throw error;
  }
  return { offer: await offerJson(db, offerId), engagement: await engagementJson(db, "talent", engagementId) };
}
