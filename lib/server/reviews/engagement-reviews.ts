import "server-only";

import { eq } from "drizzle-orm";

import type { MemberKind } from "@/lib/accounts/kinds";
import type { EngagementReviews } from "@/lib/validation/reviews";

import { reviews } from "../db/schema";
import type { Db } from "../db/types";
import { ownEngagement } from "../engagements/access";
import { reviewJson } from "./review-json";
import { isReleased, reviewWindow } from "./window";

/** Double-blind: the other side's review shows once both have written or the window has closed; a hidden one never. */
export async function engagementReviews(
  db: Db,
  who: { kind: MemberKind; id: number },
  engagementId: number,
  now: Date = new Date(),
): Promise<EngagementReviews> {
  const row = await ownEngagement(db, who, engagementId);
  const window = reviewWindow(row, now);
  const rows = await db.select().from(reviews).where(eq(reviews.engagementId, engagementId));
  const mine = rows.find((review) => review.authorKind === who.kind) ?? null;
  const theirs = rows.find((review) => review.authorKind !== who.kind) ?? null;
  const released = isReleased(mine !== null && theirs !== null, window.endsAt, now);
  return {
    window_ends_at: window.endsAt?.toISOString() ?? null,
    mine: mine ? reviewJson(mine) : null,
    theirs: theirs && released && theirs.hiddenAt === null ? reviewJson(theirs) : null,
  };
}
