import "server-only";

import { asc, desc, eq } from "drizzle-orm";

import type { VettingDetail, VettingEvent, VettingNote } from "@/lib/validation/manage-vetting";
import { rubricFor } from "@/lib/vetting/rubrics";
import { allowedVettingMoves } from "@/lib/vetting/stages";

import { managers, talentProfiles, talents, talentVetting, vettingEvents, vettingNotes } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";
import { emptyProfile, profileJson } from "../profiles/profile-json";
import { categoryOf } from "./vetting-queue";

const managerName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim();

const MAX_TALENT_ID = 2_147_483_647;

export const vettingNotFound = () => apiError("not_found", "No vetting found for this talent.");

/** The talent, their profile row and their vetting row; 404 unless the talent exists and has submitted. */
export async function vettedTalent(db: Db, talentId: number) {
  // Talent ids are 32-bit: a larger one names no talent (and the database would refuse to compare it).
  if (talentId > MAX_TALENT_ID) throw vettingNotFound();
  const [row] = await db
    .select({ talent: talents, profile: talentProfiles, vetting: talentVetting })
    .from(talentVetting)
    .innerJoin(talents, eq(talents.id, talentVetting.talentId))
    .leftJoin(talentProfiles, eq(talentProfiles.talentId, talentVetting.talentId))
    .where(eq(talentVetting.talentId, talentId))
    .limit(1);
  if (!row) throw vettingNotFound();
  return row;
}

async function historyOf(db: Db, talentId: number): Promise<VettingEvent[]> {
  const rows = await db
    .select({ event: vettingEvents, firstName: managers.firstName, lastName: managers.lastName })
    .from(vettingEvents)
    .leftJoin(managers, eq(managers.id, vettingEvents.managerId))
    .where(eq(vettingEvents.talentId, talentId))
    .orderBy(asc(vettingEvents.attempt), asc(vettingEvents.id));
  return rows.map(({ event, firstName, lastName }) => ({
    id: event.id,
    attempt: event.attempt,
    from_stage: event.fromStage,
    to_stage: event.toStage,
    at: event.at.toISOString(),
    manager:
      event.managerId !== null && firstName !== null && lastName !== null
        ? { id: event.managerId, name: managerName({ firstName, lastName }) }
        : null,
    reason: event.reason,
    scores: event.scores,
  }));
}

export function noteJson(
  note: typeof vettingNotes.$inferSelect,
  author: { firstName: string; lastName: string },
): VettingNote {
  return {
    id: note.id,
    body: note.body,
    author: { id: note.managerId, name: managerName(author) },
    created_at: note.createdAt.toISOString(),
  };
}

async function notesOf(db: Db, talentId: number): Promise<VettingNote[]> {
  const rows = await db
    .select({ note: vettingNotes, firstName: managers.firstName, lastName: managers.lastName })
    .from(vettingNotes)
    .innerJoin(managers, eq(managers.id, vettingNotes.managerId))
    .where(eq(vettingNotes.talentId, talentId))
    .orderBy(desc(vettingNotes.id));
  return rows.map(({ note, ...author }) => noteJson(note, author));
}

/** GET /api/manage/talent/{id}/vetting: all a manager needs to decide on one talent. */
export async function vettingDetail(db: Db, talentId: number): Promise<VettingDetail> {
  const { talent, profile, vetting } = await vettedTalent(db, talentId);
  const profileRow = profile ?? emptyProfile(talentId, vetting.submittedAt);
  return {
    talent: {
      id: talent.id,
      first_name: talent.firstName,
      last_name: talent.lastName,
      full_name: `${talent.firstName} ${talent.lastName}`.trim(),
      email: talent.email,
    },
    profile: await profileJson(db, profileRow),
    category: categoryOf(profileRow.categoryId),
    vetting: {
      stage: vetting.stage,
      attempt: vetting.attempt,
      stage_entered_at: vetting.stageEnteredAt.toISOString(),
      submitted_at: vetting.submittedAt.toISOString(),
      decline_reason: vetting.declineReason,
      reapply_after: vetting.reapplyAfter,
      scores: vetting.scores,
      vetted_at: vetting.vettedAt?.toISOString() ?? null,
    },
    rubric: rubricFor(profileRow.categoryId).map(({ key, label }) => ({ key, label })),
    allowed_moves: [...allowedVettingMoves(vetting.stage)],
    history: await historyOf(db, talentId),
    notes: await notesOf(db, talentId),
  };
}
