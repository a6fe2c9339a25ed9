import "server-only";

import { MILESTONE_AUTO_APPROVE_DAYS } from "@/lib/timesheets/states";
import { deliverMilestoneRequestSchema, type MilestoneJson } from "@/lib/validation/timesheets";

import { milestoneDeliveries } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";
import { readJson } from "../http/json-body";
import { milestoneAt, ownProjectEngagement } from "./access";
import { mailMilestoneDelivered } from "./mails";
import { milestoneJson } from "./milestone-json";

const DAY_MS = 86_400_000;

/**
 * The talent marks a milestone delivered, once: its row is the delivery, so of two deliveries at once one inserts
 * and the other answers 409. The client approves it within MILESTONE_AUTO_APPROVE_DAYS, else it is approved then.
 */
export async function deliverMilestone(
  db: Db,
  talentId: number,
  engagementId: number,
  position: number,
  request: Request,
  now: Date = new Date(),
): Promise<MilestoneJson> {
  const { note } = deliverMilestoneRequestSchema.parse(await readJson(request));
  const engagement = await ownProjectEngagement(db, { kind: "talent", id: talentId }, engagementId);
  const milestone = milestoneAt(engagement, position);
  const approveBy = new Date(now.getTime() + MILESTONE_AUTO_APPROVE_DAYS * DAY_MS);
  await db.transaction(async (tx) => {
    const [delivered] = await tx
      .insert(milestoneDeliveries)
      .values({ engagementId, position, note: note || null, deliveredAt: now, approveBy })
      .onConflictDoNothing()
      .returning({ position: milestoneDeliveries.position });
    if (!delivered) throw apiError("conflict", "This milestone is delivered already.");
    await mailMilestoneDelivered(tx, {
      applicationId: engagement.applicationId,
      engagementId,
      name: milestone.name,
      note: note || null,
      approveBy,
      companyZone: engagement.zone,
    });
  });
  return milestoneJson(db, engagement, position);
}
