import "server-only";

import { asc, eq } from "drizzle-orm";

import type { MilestoneJson } from "@/lib/validation/timesheets";

import { milestoneDeliveries, type MilestoneDeliveryRow } from "../db/schema";
import type { Db } from "../db/types";
import type { ownProjectEngagement } from "./access";

type ProjectEngagement = Awaited<ReturnType<typeof ownProjectEngagement>>;

const iso = (at: Date | null | undefined) => at?.toISOString() ?? null;

/** Every milestone of the engagement in its order: pending until it has a delivery row, then that row's status. */
export async function milestonesJson(db: Db, engagement: ProjectEngagement): Promise<MilestoneJson[]> {
  const rows = await db
    .select()
    .from(milestoneDeliveries)
    .where(eq(milestoneDeliveries.engagementId, engagement.id))
    .orderBy(asc(milestoneDeliveries.position));
  const byPosition = new Map<number, MilestoneDeliveryRow>(rows.map((row) => [row.position, row]));
  return engagement.milestoneList.map((milestone, index) => {
    const delivery = byPosition.get(index + 1);
    return {
      engagement_id: engagement.id,
      position: index + 1,
      name: milestone.name,
      amount_minor: milestone.amount_minor,
      currency: engagement.currency,
      status: delivery?.status ?? "pending",
      note: delivery?.note ?? null,
      delivered_at: iso(delivery?.deliveredAt),
      approve_by: iso(delivery?.approveBy),
      approved_at: iso(delivery?.approvedAt),
      auto_approved: delivery?.autoApproved ?? false,
    };
  });
}

export async function milestoneJson(db: Db, engagement: ProjectEngagement, position: number): Promise<MilestoneJson> {
  return (await milestonesJson(db, engagement))[position - 1]!;
}
