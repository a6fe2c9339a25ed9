import "server-only";

import type { MemberKind } from "@/lib/accounts/kinds";
import { projectMilestones } from "@/lib/timesheets/milestones";

import type { Db } from "../db/types";
import { ownEngagement } from "../engagements/access";
import { apiError } from "../http/error-codes";

/** `who`'s own project engagement with its milestones: 404 for anyone else's, 409 for an hourly or full-time one. */
export async function ownProjectEngagement(db: Db, who: { kind: MemberKind; id: number }, engagementId: number) {
  const engagement = await ownEngagement(db, who, engagementId);
  if (engagement.contractType !== "project") {
    throw apiError("conflict", "Milestones belong to project engagements only.");
  }
  return { ...engagement, milestoneList: projectMilestones(engagement) };
}

/** The milestone at a 1-based position of the engagement's list; 404 past its end. */
export function milestoneAt(engagement: Awaited<ReturnType<typeof ownProjectEngagement>>, position: number) {
  const milestone = engagement.milestoneList[position - 1];
  if (!milestone) throw apiError("not_found", "Milestone not found.");
  return milestone;
}
