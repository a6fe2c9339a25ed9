import "server-only";

import { and, eq, lte } from "drizzle-orm";

import { milestoneDeliveries } from "../db/schema";
import type { Db } from "../db/types";

/** Every delivered milestone whose `approve_by` has come by `now` is approved, marked automatic: one conditional update. */
export async function autoApproveMilestones(db: Db, now: Date): Promise<number> {
  const approved = await db
    .update(milestoneDeliveries)
    .set({ status: "approved", autoApproved: true, approvedAt: now })
    .where(and(eq(milestoneDeliveries.status, "delivered"), lte(milestoneDeliveries.approveBy, now)))
    .returning({ position: milestoneDeliveries.position });
  return approved.length;
}
