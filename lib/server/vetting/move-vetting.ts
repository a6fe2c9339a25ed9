import "server-only";

import { and, eq, sql } from "drizzle-orm";

import { VETTING_STAGE_LABELS } from "@/lib/content/vetting-stages";
import { todayUtc } from "@/lib/format/date-time";
import type { FieldErrors } from "@/lib/validation/accounts";
import type { VettingDetail, VettingMoveRequest } from "@/lib/validation/manage-vetting";
import { rubricFor, type RubricCriterion } from "@/lib/vetting/rubrics";
import { allowedVettingMoves, canMoveVetting, REAPPLY_AFTER_DAYS, type VettingStage } from "@/lib/vetting/stages";

import { talentVetting, vettingEvents, vettingNotes } from "../db/schema";
import type { Db } from "../db/types";
import { revalidateHirePages } from "../hire-pages/revalidate";
import { apiError } from "../http/error-codes";
import { validationFailed } from "../http/errors";
import { recordAudit } from "../manage/audit";
import { notifyVettingDecision } from "./mails";
import { vettedTalent, vettingDetail } from "./vetting-detail";

const DAY_MS = 24 * 60 * 60 * 1000;

export const STALE_VETTING_MESSAGE = "This talent's vetting has moved on: reload to see where it stands.";

const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

function refusedMove(from: VettingStage, to: VettingStage) {
  const allowed = allowedVettingMoves(from);
  const message =
    allowed.length === 0
      ? `${VETTING_STAGE_LABELS[from]} is final: a talent there cannot be moved.`
      : `A talent in ${VETTING_STAGE_LABELS[from]} cannot be moved to ${VETTING_STAGE_LABELS[to]}. Allowed moves: ${allowed.join(", ")}.`;
  return validationFailed({ stage: [message] }, message);
}

/** The field errors of a move against the talent's rubric and the rules of its target stage, or null. */
function moveProblems(move: VettingMoveRequest, rubric: readonly RubricCriterion[], today: string): FieldErrors | null {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const keys = new Set(rubric.map((criterion) => criterion.key));
  for (const key of Object.keys(move.scores ?? {})) {
    if (!keys.has(key))
      add(`scores.${key}`, `"${key}" is not a criterion of this talent's rubric (${[...keys].join(", ")}).`);
  }
  const decides = move.stage === "declined" || move.stage === "vetted";
  if (decides) {
    for (const criterion of rubric) {
      if (move.scores?.[criterion.key] === undefined)
        add(`scores.${criterion.key}`, `Score ${criterion.label} from 1 to 5.`);
    }
  }
  if (move.stage === "declined" && !move.reason) add("reason", "Give the talent a reason for the decline.");
  if (move.reapply_after !== undefined) {
    if (move.stage !== "declined") add("reapply_after", "A reapply date goes only with a decline.");
    else if (move.reapply_after <= today) add("reapply_after", "The reapply date must be in the future.");
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/**
 * A manager moves a talent's vetting on. The write lands only if the talent is still in `from_stage`, so of two
 * managers acting on the same stage exactly one succeeds; the event, the optional note, the audit row and the
 * talent's mail (on a decision) commit with it or not at all.
 */
export async function moveVetting(
  db: Db,
  managerId: number,
  talentId: number,
  move: VettingMoveRequest,
  now = new Date(),
): Promise<VettingDetail> {
  const { profile, vetting } = await vettedTalent(db, talentId);
  // Staleness first: a move from a stage the talent has left is answered 409 whatever it asks. The conditional
  // update below still settles a race that starts after this read.
  if (vetting.stage !== move.from_stage) throw apiError("conflict", STALE_VETTING_MESSAGE);
  if (!canMoveVetting(move.from_stage, move.stage)) throw refusedMove(move.from_stage, move.stage);
  const today = todayUtc(now);
  const problems = moveProblems(move, rubricFor(profile?.categoryId), today);
  if (problems) throw validationFailed(problems);

  const declined = move.stage === "declined";
  const reason = move.reason || null;
  const reapplyAfter = declined ? (move.reapply_after ?? addDays(today, REAPPLY_AFTER_DAYS)) : null;
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(talentVetting)
      .set({
        stage: move.stage,
        stageEnteredAt: sql`now()`,
        updatedAt: sql`now()`,
        declineReason: declined ? reason : null,
        reapplyAfter,
        ...(move.scores ? { scores: move.scores } : {}),
        ...(move.stage === "vetted" ? { vettedAt: sql`now()` } : {}),
      })
      .where(and(eq(talentVetting.talentId, talentId), eq(talentVetting.stage, move.from_stage)))
      .returning({ attempt: talentVetting.attempt });
    if (!moved) throw apiError("conflict", STALE_VETTING_MESSAGE);

    await tx.insert(vettingEvents).values({
      talentId,
      attempt: moved.attempt,
      fromStage: move.from_stage,
      toStage: move.stage,
      managerId,
      reason,
      scores: move.scores ?? null,
    });
    if (move.note) await tx.insert(vettingNotes).values({ talentId, managerId, body: move.note });
    await recordAudit(tx, {
      managerId,
      action: "vetting.move",
      targetKind: "vetting",
      targetId: talentId,
      before: { stage: move.from_stage },
      after: {
        stage: move.stage,
        ...(reason ? { reason } : {}),
        ...(reapplyAfter ? { reapply_after: reapplyAfter } : {}),
      },
    });
    if (move.stage === "vetted") await notifyVettingDecision(tx, talentId, { decision: "vetted" });
    if (declined)
      await notifyVettingDecision(tx, talentId, { decision: "declined", reason: reason!, reapplyAfter: reapplyAfter! });
  });
  revalidateHirePages();
  return vettingDetail(db, talentId);
}
