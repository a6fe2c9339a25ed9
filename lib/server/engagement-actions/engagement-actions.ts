import "server-only";

import { and, eq, gt, isNull, sql } from "drizzle-orm";

import { nextMonday, todayIn } from "@/lib/engagements/calendar-days";
import { earliestEndDate, trialEndsOn } from "@/lib/engagements/end-rules";
import { shownEngagementStatus } from "@/lib/engagements/states";
import {
  engagementActionRequestSchema,
  type EngagementActionState,
  type EngagementActionView,
} from "@/lib/validation/engagement-actions";

import { hashToken } from "../auth/tokens";
import { clients, companies, engagementActionTokens, engagements, jobs, talents } from "../db/schema";
import type { Db } from "../db/types";
import { applyWeeklyCap } from "../engagements/change-cap";
import { applyEngagementEnd } from "../engagements/end";
import { apiError } from "../http/error-codes";
import { validationFailed } from "../http/errors";
import { readJson } from "../http/json-body";
import { recordAudit } from "../manage/audit";

const GONE_MESSAGES: Record<Exclude<EngagementActionState, "ready">, string> = {
  used: "This link was used already: each link works once.",
  expired: "This link has expired: links in the weekly summary work for 7 days.",
  ended: "This engagement has ended or has its end set already.",
  changed_hands: "This link no longer works: it was sent to someone who is no longer the company's recruiter.",
};

/** The token's row, its engagement and who holds the company now; undefined for an unknown token. */
async function loadAction(db: Db, token: string) {
  const [row] = await db
    .select({
      token: engagementActionTokens,
      engagement: engagements,
      zone: companies.timezone,
      companyName: companies.name,
      currentClientId: companies.clientId,
      clientSuspendedAt: clients.suspendedAt,
      jobTitle: jobs.title,
      talentFirstName: talents.firstName,
      talentLastName: talents.lastName,
    })
    .from(engagementActionTokens)
    .innerJoin(engagements, eq(engagements.id, engagementActionTokens.engagementId))
    .innerJoin(companies, eq(companies.id, engagements.companyId))
    .innerJoin(clients, eq(clients.id, companies.clientId))
    .innerJoin(jobs, eq(jobs.id, engagements.jobId))
    .innerJoin(talents, eq(talents.id, engagements.talentId))
    .where(eq(engagementActionTokens.tokenHash, hashToken(token)));
  return row;
}
type Loaded = NonNullable<Awaited<ReturnType<typeof loadAction>>>;

function actionView(row: Loaded, now: Date): EngagementActionView {
  const { token, engagement } = row;
  const zone = row.zone ?? "UTC";
  const today = todayIn(zone, now);
  const shown = shownEngagementStatus(
    engagement.status,
    { startDate: engagement.startDate, endDate: engagement.endedOn },
    today,
  );
  const capMoved = engagement.nextCapFrom !== null && engagement.nextCapFrom <= today;
  let state: EngagementActionState = "ready";
  if (token.usedAt !== null) state = "used";
  else if (token.expiresAt <= now) state = "expired";
  else if (row.currentClientId !== token.clientId || row.clientSuspendedAt !== null) state = "changed_hands";
  else if (shown === "ended" || (token.action === "end" && engagement.endedOn !== null)) state = "ended";
  return {
    action: token.action,
    state,
    engagement_id: engagement.id,
    talent_name: `${row.talentFirstName} ${row.talentLastName}`,
    job_title: row.jobTitle,
    company_name: row.companyName,
    contract_type: engagement.contractType,
    weekly_hours_cap: capMoved ? engagement.nextWeeklyHoursCap : engagement.weeklyHoursCap,
    next_weekly_hours_cap: capMoved ? null : engagement.nextWeeklyHoursCap,
    next_cap_from: capMoved ? null : engagement.nextCapFrom,
    notice_days: engagement.noticeDays,
    trial_ends_on: trialEndsOn(engagement),
    ended_on: engagement.endedOn,
    earliest_end_date: earliestEndDate(engagement, today).earliest,
    reduce_from: nextMonday(today),
    expires_at: token.expiresAt.toISOString(),
  };
}

/** What the no-login page shows for a link: reading it never uses it (mail scanners open links). 404 if unknown. */
export async function readEngagementAction(db: Db, token: string, now: Date = new Date()) {
  const row = await loadAction(db, token);
  if (!row) throw apiError("not_found", "This link is not known.");
  return actionView(row, now);
}

export const goneMessage = (state: Exclude<EngagementActionState, "ready">) => GONE_MESSAGES[state];

/**
 * POST /api/engagement-actions/{token}: applies the link's action through the workspace's own functions
 * (`applyEngagementEnd`, `applyWeeklyCap`) as the client it was mailed to. In their transaction, first, the token is
 * marked used by a conditional update: of two clicks at once one changes the engagement, the other answers 410.
 * 410 too when the link is used, expired, its engagement ended, or its recipient no longer holds the company.
 */
export async function applyEngagementAction(db: Db, token: string, request: Request): Promise<EngagementActionView> {
  const row = await loadAction(db, token);
  if (!row) throw apiError("not_found", "This link is not known.");
  const before = actionView(row, new Date());
  if (before.state !== "ready") throw apiError("gone", GONE_MESSAGES[before.state]);
  const body = engagementActionRequestSchema.parse(await readJson(request));
  const { id: tokenId, clientId, engagementId, action } = row.token;

  const claim = (after: Record<string, unknown>) => async (tx: Db) => {
    const [used] = await tx
      .update(engagementActionTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(engagementActionTokens.id, tokenId),
          isNull(engagementActionTokens.usedAt),
          gt(engagementActionTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ id: engagementActionTokens.id });
    if (!used) throw apiError("gone", GONE_MESSAGES.used);
    await recordAudit(tx, {
      managerId: null,
      action: action === "end" ? "engagement.end" : "engagement.cap",
      targetKind: "engagement",
      targetId: engagementId,
      after: { by: "client", client_id: clientId, via: "summary_link", ...after },
    });
  };

  if (action === "end") {
    if (body.reason === undefined) throw validationFailed({ reason: ["Give a reason."] });
    const end = { end_date: before.earliest_end_date, reason: body.reason };
    await applyEngagementEnd(db, { kind: "client", id: clientId }, engagementId, end, claim(end));
  } else {
    const cap = body.weekly_hours_cap;
    if (cap === undefined) throw validationFailed({ weekly_hours_cap: ["Give the new weekly hour cap."] });
    if (before.weekly_hours_cap === null || cap >= before.weekly_hours_cap) {
      throw validationFailed({
        weekly_hours_cap: [`The new cap must be lower than this week's (${before.weekly_hours_cap ?? 0} hours).`],
      });
    }
    await applyWeeklyCap(db, clientId, engagementId, cap, claim({ weekly_hours_cap: cap, from: before.reduce_from }));
  }
  const after = await loadAction(db, token);
  return actionView(after!, new Date());
}
