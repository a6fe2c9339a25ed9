import "server-only";

import { and, asc, eq, sql } from "drizzle-orm";

import { TALENT_VETTING_ERRORS } from "@/lib/content/talent-vetting";
import { APPLY_THRESHOLD } from "@/lib/profiles/completeness";
import { formatDay } from "@/lib/profiles/format";
import type { TalentVetting, VettingRequirement } from "@/lib/validation/talent-vetting";
import { VETTING_IN_PROGRESS } from "@/lib/vetting/stages";

import { unverifiedEmail } from "../accounts/email-verification";
import { talentVetting, vettingEvents } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";
import { validationFailed, type ApiError } from "../http/errors";
import { assertCompleteEnough, completenessOf } from "../profiles/completeness-check";

const SUBMIT = { verb: "submit for vetting", gerund: "submitting for vetting" };

// "Today" is the database's, in the read and in the write's guard alike.
const reapplyOpen = sql<boolean>`(${talentVetting.reapplyAfter} is null or ${talentVetting.reapplyAfter} <= current_date)`;

async function currentVetting(db: Db, talentId: number) {
  const [row] = await db
    .select({
      attempt: talentVetting.attempt,
      stage: talentVetting.stage,
      declineReason: talentVetting.declineReason,
      reapplyAfter: talentVetting.reapplyAfter,
      reapplyOpen: reapplyOpen.mapWith(Boolean),
    })
    .from(talentVetting)
    .where(eq(talentVetting.talentId, talentId))
    .limit(1);
  return row;
}

type CurrentVetting = NonNullable<Awaited<ReturnType<typeof currentVetting>>>;

async function historyOf(db: Db, talentId: number, attempt: number): Promise<TalentVetting["history"]> {
  const events = await db
    .select({ stage: vettingEvents.toStage, at: vettingEvents.at })
    .from(vettingEvents)
    .where(and(eq(vettingEvents.talentId, talentId), eq(vettingEvents.attempt, attempt)))
    .orderBy(asc(vettingEvents.id));
  return events.map((event) => ({ stage: event.stage, at: event.at.toISOString() }));
}

/** What keeps the talent from submitting, the email first; the profile's items as the completeness rule names them. */
async function requirements(db: Db, talentId: number): Promise<VettingRequirement[]> {
  const [unverified, completeness] = await Promise.all([
    unverifiedEmail(db, "talent", talentId),
    completenessOf(db, talentId),
  ]);
  const missing: VettingRequirement[] =
    unverified === null ? [] : [{ field: "email", label: TALENT_VETTING_ERRORS.verifyLabel }];
  if (!completeness) missing.push({ field: "profile", label: TALENT_VETTING_ERRORS.noProfile });
  else if (completeness.percent < APPLY_THRESHOLD) missing.push(...completeness.missing);
  return missing;
}

/** Adds whether a submission would be taken now; `missing` only once nothing else (the reapply date) stands in the way. */
async function withSubmission(db: Db, talentId: number, view: TalentVetting, open: boolean): Promise<TalentVetting> {
  if (!open) return { ...view, can_submit: false };
  const missing = await requirements(db, talentId);
  return { ...view, can_submit: missing.length === 0, ...(missing.length > 0 ? { missing } : {}) };
}

/** The talent's own view: stage, this attempt's history, and when declined the reason and the reapply date. Never notes or scores. */
export async function talentVettingView(db: Db, talentId: number): Promise<TalentVetting> {
  const row = await currentVetting(db, talentId);
  if (!row) return withSubmission(db, talentId, { stage: null, history: [] }, true);
  const view: TalentVetting = { stage: row.stage, history: await historyOf(db, talentId, row.attempt) };
  if (row.stage !== "declined") return view;
  const declined = {
    ...view,
    ...(row.declineReason ? { reason: row.declineReason } : {}),
    ...(row.reapplyAfter ? { reapply_after: row.reapplyAfter } : {}),
  };
  return withSubmission(db, talentId, declined, row.reapplyOpen);
}

/** Why a submission cannot start from where the vetting stands (null when it can). */
function refusal(row: CurrentVetting | undefined): ApiError | null {
  if (!row) return null;
  if (row.stage === "vetted") return apiError("conflict", TALENT_VETTING_ERRORS.alreadyVetted);
  if (VETTING_IN_PROGRESS.includes(row.stage)) return apiError("conflict", TALENT_VETTING_ERRORS.inProgress);
  if (!row.reapplyOpen && row.reapplyAfter) {
    const message = TALENT_VETTING_ERRORS.tooEarly(formatDay(row.reapplyAfter));
    return validationFailed({ reapply_after: [message] }, message);
  }
  return null;
}

/**
 * Submits the talent's profile for vetting: the first attempt, or the next one after a decline once the
 * reapply date has come. The write itself re-checks the state (an upsert that updates only a declined row
 * past its date), so of two submissions at once one starts the attempt and the other gets the refusal.
 */
export async function submitForVetting(db: Db, talentId: number): Promise<TalentVetting> {
  const before = refusal(await currentVetting(db, talentId));
  if (before) throw before;
  if ((await unverifiedEmail(db, "talent", talentId)) !== null) {
    throw validationFailed({ email: [TALENT_VETTING_ERRORS.verifyFirst] }, TALENT_VETTING_ERRORS.verifyFirst);
  }
  await assertCompleteEnough(db, talentId, SUBMIT);
  const started = await db.transaction(async (tx) => {
    const [written] = await tx
      .insert(talentVetting)
      .values({ talentId })
      .onConflictDoUpdate({
        target: talentVetting.talentId,
        set: {
          attempt: sql`${talentVetting.attempt} + 1`,
          stage: "submitted",
          stageEnteredAt: sql`now()`,
          submittedAt: sql`now()`,
          declineReason: null,
          reapplyAfter: null,
          scores: null,
          vettedAt: null,
          updatedAt: sql`now()`,
        },
        setWhere: and(eq(talentVetting.stage, "declined"), reapplyOpen),
      })
      .returning({ attempt: talentVetting.attempt });
    if (!written) return false;
    await tx
      .insert(vettingEvents)
      .values({ talentId, attempt: written.attempt, fromStage: null, toStage: "submitted" });
    return true;
  });
  // Another submission (or a manager's move) got there between the check and the write.
  if (!started)
    throw refusal(await currentVetting(db, talentId)) ?? apiError("conflict", TALENT_VETTING_ERRORS.inProgress);
  return talentVettingView(db, talentId);
}
