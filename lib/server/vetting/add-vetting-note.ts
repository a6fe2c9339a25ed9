import "server-only";

import { eq } from "drizzle-orm";

import type { VettingNote } from "@/lib/validation/manage-vetting";

import { managers, vettingNotes } from "../db/schema";
import type { Db } from "../db/types";
import { recordAudit } from "../manage/audit";
import { noteJson, vettedTalent } from "./vetting-detail";

/** A manager's private note on a talent's vetting (404 unless the talent has submitted), with its audit row. */
export async function addVettingNote(db: Db, managerId: number, talentId: number, body: string): Promise<VettingNote> {
  await vettedTalent(db, talentId);
  const note = await db.transaction(async (tx) => {
    const [row] = await tx.insert(vettingNotes).values({ talentId, managerId, body }).returning();
    await recordAudit(tx, {
      managerId,
      action: "vetting.note",
      targetKind: "vetting",
      targetId: talentId,
      after: { note_id: row!.id },
    });
    return row!;
  });
  const [author] = await db
    .select({ firstName: managers.firstName, lastName: managers.lastName })
    .from(managers)
    .where(eq(managers.id, managerId));
  return noteJson(note, author ?? { firstName: "", lastName: "" });
}
