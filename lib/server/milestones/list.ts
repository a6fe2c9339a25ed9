import "server-only";

import type { MemberKind } from "@/lib/accounts/kinds";
import type { MilestoneJson } from "@/lib/validation/timesheets";

import type { Db } from "../db/types";
import { ownProjectEngagement } from "./access";
import { milestonesJson } from "./milestone-json";

/** The milestones of `who`'s own project engagement, in order, each with its delivery and approval. */
export async function listMilestones(
  db: Db,
  who: { kind: MemberKind; id: number },
  engagementId: number,
): Promise<MilestoneJson[]> {
  return milestonesJson(db, await ownProjectEngagement(db, who, engagementId));
}
