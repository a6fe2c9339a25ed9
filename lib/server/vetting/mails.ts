import "server-only";

import { eq } from "drizzle-orm";

import { talentProfiles, talents } from "../db/schema";
import type { Db } from "../db/types";
import { enqueueMail } from "../mail/outbox";
import { vettingDecisionMail } from "../mail/templates/vetting-decision";
import { unsubscribeHeaders } from "../mail/urls";
import { wantsImmediateMail } from "../notifications/preferences";

export const VETTING_DECISION_KIND = "vetting_decision";

export type VettingDecision = { decision: "vetted" } | { decision: "declined"; reason: string; reapplyAfter: string };

/** Queues, in `tx` (the move's transaction), the talent's mail about the end of their vetting, unless they switched it off. */
export async function notifyVettingDecision(tx: Db, talentId: number, decision: VettingDecision): Promise<void> {
  const [row] = await tx
    .select({ email: talents.email, firstName: talents.firstName, handle: talentProfiles.handle })
    .from(talents)
    .leftJoin(talentProfiles, eq(talentProfiles.talentId, talents.id))
    .where(eq(talents.id, talentId));
  if (!row || !(await wantsImmediateMail(tx, "talent", talentId, "vetting_decision"))) return;
  const content =
    decision.decision === "vetted"
      ? vettingDecisionMail({
          firstName: row.firstName,
          decision: "vetted",
          profilePath: row.handle ? `/profiles/${row.handle}` : "/talent/profile",
        })
      : vettingDecisionMail({ firstName: row.firstName, ...decision });
  await enqueueMail(tx, {
    to: row.email,
    kind: VETTING_DECISION_KIND,
    content,
    headers: unsubscribeHeaders(VETTING_DECISION_KIND, "/talent/account"),
  });
}
