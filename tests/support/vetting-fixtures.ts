import { and, eq } from "drizzle-orm";

import {
  auditLog,
  mailOutbox,
  talentProfiles,
  talentVetting,
  vettingEvents,
  vettingNotes,
} from "@/lib/server/db/schema";
import type { Db } from "@/lib/server/db/types";
import type { VettingStage } from "@/lib/vetting/stages";

import { registeredTalent } from "./accounts";

type SubmittedOptions = {
  /** 1 developers (the default), 2 designers, 3 marketers, null for none (the general rubric). */
  categoryId?: number | null;
  /** When the talent entered their stage; now by default. */
  at?: Date;
  /** Put the talent straight in this stage (as if managers had moved them there). */
  stage?: VettingStage;
  firstName?: string;
};

/**
 * A talent who submitted for vetting, written the way the talent's submission writes it (a `talent_vetting` row
 * and an event with no manager), plus a profile with a headline and a category so a rubric applies.
 */
export async function submittedTalent(db: Db, options: SubmittedOptions = {}) {
  const talent = await registeredTalent({ first_name: options.firstName ?? "Vera", last_name: "Vetting" });
  const id = talent.user.id as number;
  const at = options.at ?? new Date();
  const categoryId = options.categoryId === undefined ? 1 : options.categoryId;
  await db
    .insert(talentProfiles)
    .values({ talentId: id, handle: `vera-vetting-${id}`, headline: "Senior TypeScript engineer", categoryId })
    .onConflictDoUpdate({
      target: talentProfiles.talentId,
      set: { handle: `vera-vetting-${id}`, headline: "Senior TypeScript engineer", categoryId },
    });
  await db
    .insert(talentVetting)
    .values({ talentId: id, attempt: 1, stage: options.stage ?? "submitted", stageEnteredAt: at, submittedAt: at });
  await db
    .insert(vettingEvents)
    .values({ talentId: id, attempt: 1, fromStage: null, toStage: "submitted", managerId: null, at });
  return { ...talent, id };
}

/** Where the talent's vetting stands in the database. */
export async function vettingRow(db: Db, talentId: number) {
  const [row] = await db.select().from(talentVetting).where(eq(talentVetting.talentId, talentId));
  return row;
}

/** What a talent's vetting has left behind: events, notes, audit rows and decision mails, to check what a call wrote. */
export async function vettingTrail(db: Db, talent: { id: number; email: string }) {
  const [events, notes, audits, mails] = await Promise.all([
    db.select().from(vettingEvents).where(eq(vettingEvents.talentId, talent.id)).orderBy(vettingEvents.id),
    db.select().from(vettingNotes).where(eq(vettingNotes.talentId, talent.id)),
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetKind, "vetting"), eq(auditLog.targetId, String(talent.id))))
      .orderBy(auditLog.id),
    db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, talent.email), eq(mailOutbox.kind, "vetting_decision"))),
  ]);
  return { events, notes, audits, mails };
}
