import "server-only";

import type { MemberKind } from "@/lib/accounts/kinds";
import { reviewRequestSchema, type Review } from "@/lib/validation/reviews";

import { isUniqueViolation } from "../db/errors";
import { reviews } from "../db/schema";
import type { Db } from "../db/types";
import { ownEngagement } from "../engagements/access";
import { apiError } from "../http/error-codes";
import { validationFailed } from "../http/errors";
import { readJson } from "../http/json-body";
import { reviewJson } from "./review-json";
import { reviewWindow } from "./window";

const UNIQUE_INDEX = "reviews_engagement_author_kind";

/** One side reviews the other once, after the engagement's end and inside its window; the unique index settles a race. */
export async function writeReview(
  db: Db,
  who: { kind: MemberKind; id: number },
  engagementId: number,
  request: Request,
): Promise<Review> {
  const row = await ownEngagement(db, who, engagementId);
  const body = reviewRequestSchema.parse(await readJson(request));
  if (who.kind === "talent" && !body.aspects) {
    throw validationFailed({ aspects: ["Rate communication, clarity of work and payments on time."] });
  }
  if (who.kind === "client" && body.aspects) {
    throw validationFailed({ aspects: ["Only the talent rates these aspects."] });
  }
  const window = reviewWindow(row);
  if (!window.ended || window.endsAt === null) throw apiError("conflict", "This engagement has not ended yet.");
  if (Date.now() >= window.endsAt.getTime()) throw apiError("conflict", "The time to review this engagement is over.");
  try {
    const [written] = await db
      .insert(reviews)
      .values({
        engagementId,
        authorKind: who.kind,
        authorId: who.id,
        subjectKind: who.kind === "talent" ? "company" : "talent",
        subjectId: who.kind === "talent" ? row.companyId : row.talentId,
        rating: body.rating,
        text: body.text,
        communication: body.aspects?.communication ?? null,
        clarityOfWork: body.aspects?.clarity_of_work ?? null,
        paymentsOnTime: body.aspects?.payments_on_time ?? null,
      })
      .returning();
    return reviewJson(written!);
  } catch (error) {
    if (isUniqueViolation(error, UNIQUE_INDEX))
      throw apiError("conflict", "You have reviewed this engagement already.");
    throw error;
  }
}
