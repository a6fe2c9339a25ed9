import "server-only";

import { and, eq, isNull, ne, sql } from "drizzle-orm";

import type { MemberKind } from "@/lib/accounts/kinds";
import { todayIn } from "@/lib/engagements/calendar-days";
import { earliestEndDate, trialEndsOn, type EngagementDates } from "@/lib/engagements/end-rules";
import { shownEngagementStatus } from "@/lib/engagements/states";
import { endEngagementRequestSchema, type EndEngagementRequest, type Engagement } from "@/lib/validation/engagements";

import { engagements } from "../db/schema";
import type { Db } from "../db/types";
import { publishToApplication } from "../events/publish";
import { apiError } from "../http/error-codes";
import { validationFailed } from "../http/errors";
import { readJson } from "../http/json-body";
import { ownEngagement } from "./access";
import { engagementJson } from "./engagement-json";
import { mailEngagementEnding } from "./mails";

const alreadyEnding = () => apiError("conflict", "This engagement is ended or has its end set already.");

/**
 * The client ends the engagement inside its trial: the end is set there and its last day is the trial's last day or
 * sooner (a later last day keeps trial work after the trial's end: that is an ordinary end). The trial is then
 * credited to the client on its invoices (lib/invoices/build-lines.ts).
 */
function endsTrialEarly(row: EngagementDates, by: MemberKind, inTrial: boolean, endDate: string): boolean {
  const trialEnd = trialEndsOn(row);
  return inTrial && by === "client" && trialEnd !== null && endDate <= trialEnd;
}

/** Either side sets the last working day, once; the other side is told by mail and live event. */
export async function endEngagement(
  db: Db,
  who: { kind: MemberKind; id: number },
  engagementId: number,
  request: Request,
): Promise<Engagement> {
  return applyEngagementEnd(db, who, engagementId, endEngagementRequestSchema.parse(await readJson(request)));
}

/**
 * The end itself, for the workspace's call and a summary mail's link alike. `within` runs first in the end's
 * transaction (the link's single-use claim and its audit entry), so the two commit or roll back together.
 */
export async function applyEngagementEnd(
  db: Db,
  who: { kind: MemberKind; id: number },
  engagementId: number,
  body: EndEngagementRequest,
  within?: (tx: Db) => Promise<void>,
): Promise<Engagement> {
  const row = await ownEngagement(db, who, engagementId);
  if (who.kind === "talent" && body.would_rehire !== undefined) {
    throw validationFailed({ would_rehire: ["Only the company says whether it would rehire."] });
  }
  const today = todayIn(row.zone);
  const shown = shownEngagementStatus(row.status, { startDate: row.startDate, endDate: row.endedOn }, today);
  if (shown === "ended" || row.endedOn !== null) throw alreadyEnding();
  const { earliest, inTrial } = earliestEndDate(row, today);
  if (body.end_date < earliest) {
    const why = earliest === today ? "today or later" : `no sooner than ${earliest} (${row.noticeDays} days' notice)`;
    throw validationFailed({ end_date: [`The end date must be ${why}.`] });
  }
  await db.transaction(async (tx) => {
    await within?.(tx);
    const [ended] = await tx
      .update(engagements)
      .set({
        endedOn: body.end_date,
        endedBy: who.kind,
        endReason: body.reason,
        wouldRehire: who.kind === "client" ? (body.would_rehire ?? null) : null,
        endRequestedAt: sql`now()`,
        endedInTrial: inTrial,
        trialEndedEarly: endsTrialEarly(row, who.kind, inTrial, body.end_date),
        ...(body.end_date === today ? { status: "ended" as const } : {}),
      })
      .where(and(eq(engagements.id, engagementId), isNull(engagements.endedOn), ne(engagements.status, "ended")))
      .returning({ status: engagements.status });
    if (!ended) throw alreadyEnding();
    await mailEngagementEnding(tx, row.applicationId, { by: who.kind, endDate: body.end_date });
    await publishToApplication(tx, "engagement", {
      application_id: row.applicationId,
      engagement_id: engagementId,
      status: ended.status,
      change: "ending",
    });
  });
  return engagementJson(db, who.kind, engagementId);
}
