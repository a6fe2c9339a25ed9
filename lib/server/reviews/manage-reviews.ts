import "server-only";

import { and, desc, eq, isNull, type SQL } from "drizzle-orm";

import type { ManagedReview } from "@/lib/validation/reviews";

import { companies, engagements, reviews, talents } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";
import { recordAudit } from "../manage/audit";
import { reviewJson } from "./review-json";

/** The console's list of reviews, newest first. */
export const MANAGE_REVIEWS_LIMIT = 200;

async function managedReviews(db: Db, where: SQL | undefined): Promise<ManagedReview[]> {
  const rows = await db
    .select({ review: reviews, companyName: companies.name, firstName: talents.firstName, lastName: talents.lastName })
    .from(reviews)
    .innerJoin(engagements, eq(engagements.id, reviews.engagementId))
    .innerJoin(companies, eq(companies.id, engagements.companyId))
    .innerJoin(talents, eq(talents.id, engagements.talentId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(MANAGE_REVIEWS_LIMIT);
  return rows.map(({ review, companyName, firstName, lastName }) => {
    const talentName = `${firstName} ${lastName}`.trim();
    const byTalent = review.authorKind === "talent";
    return {
      ...reviewJson(review),
      engagement_id: review.engagementId,
      author_name: byTalent ? talentName : companyName,
      subject_name: byTalent ? companyName : talentName,
      hidden_at: review.hiddenAt?.toISOString() ?? null,
      hidden_reason: review.hiddenReason,
    };
  });
}

export const listManagedReviews = (db: Db): Promise<ManagedReview[]> => managedReviews(db, undefined);

/** Hides a review from the other side and from the ratings, for good; audited. 409 when hidden already. */
export async function hideReview(db: Db, managerId: number, reviewId: number, reason: string): Promise<ManagedReview> {
  await db.transaction(async (tx) => {
    const [hidden] = await tx
      .update(reviews)
      .set({ hiddenAt: new Date(), hiddenBy: managerId, hiddenReason: reason })
      .where(and(eq(reviews.id, reviewId), isNull(reviews.hiddenAt)))
      .returning({ id: reviews.id });
    if (!hidden) {
      const [exists] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, reviewId));
      throw exists
        ? apiError("conflict", "This review is hidden already.")
        : apiError("not_found", "Review not found.");
    }
    await recordAudit(tx, {
      managerId,
      action: "review.hide",
      targetKind: "review",
      targetId: reviewId,
      before: { hidden: false },
      after: { hidden: true, reason },
    });
  });
  const [one] = await managedReviews(db, eq(reviews.id, reviewId));
  return one!;
}
