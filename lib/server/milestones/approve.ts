import "server-only";

import { and, eq } from "drizzle-orm";

import type { MilestoneJson } from "@/lib/validation/timesheets";

import { milestoneDeliveries } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";
import { milestoneAt, ownProjectEngagement } from "./access";
import { milestoneJson } from "./milestone-json";

/** The client approves a delivered milestone (a conditional update: 409 when pending or approved already). */
export async function approveMilestone(
  db: Db,
  clientId: number,
  engagementId: number,
  position: number,
  now: Date = new Date(),
): Promise<MilestoneJson> {
  const engagement = await ownProjectEngagement(db, { kind: "client", id: clientId }, engagementId);
  milestoneAt(engagement, position);
  const [approved] = await db
    .update(milestoneDeliveries)
    .set({ status: "approved", approvedAt: now })
    .where(
      and(
        eq(milestoneDeliveries.engagementId, engagementId),
        eq(milestoneDeliveries.position, position),
        eq(milestoneDeliveries.status, "delivered"),
      ),
    )
    .returning({ position: milestoneDeliveries.position });
  if (!approved) {
    throw apiError("conflict", "This milestone is not in the expected state: only a delivered one is approved.");
  }
  return milestoneJson(db, engagement, position);
}
