import "server-only";

import { and, eq, sql } from "drizzle-orm";

import type { MemberKind } from "@/lib/accounts/kinds";
import { canMoveApplication, type ApplicationStage } from "@/lib/applications/stages";
import type { RejectionReason } from "@/lib/validation/applications";

import { applicationEvents, applications } from "../db/schema";
import type { Db } from "../db/types";
import { publishToApplication } from "../events/publish";
import { apiError } from "../http/error-codes";
import { closePendingOffer } from "../offers/close-pending";
import { notifyStageChanged } from "./mails";

export type StageMove = {
  applicationId: number;
  actor: { kind: MemberKind; id: number };
  from: ApplicationStage;
  to: ApplicationStage;
  rejection?: { reason: RejectionReason; message: string | null };
};

const staleMove = (from: ApplicationStage) =>
  apiError("conflict", `The application is no longer in ${from}; reload it and try again.`);

/**
 * One stage change: allowed by the state machine, written only if the application is still in `from` (so of
 * two moves of one card from the same stage exactly one lands), and recorded in its history in the same
 * transaction, with the talent's mail about it.
 */
export async function moveStage(db: Db, move: StageMove): Promise<void> {
  if (!canMoveApplication(move.actor.kind, move.from, move.to)) {
    // Staleness first: a move from a stage the card has left is stale whatever it asks.
    const [current] = await db
      .select({ stage: applications.stage })
      .from(applications)
      .where(eq(applications.id, move.applicationId));
    if (current && current.stage !== move.from) throw staleMove(move.from);
    throw apiError("conflict", `An application in ${move.from} cannot be moved to ${move.to}.`);
  }
  await db.transaction(async (tx) => {
    const moved = await tx
      .update(applications)
      .set({
        stage: move.to,
        updatedAt: sql`now()`,
        rejectionReason: move.rejection?.reason ?? null,
        rejectionMessage: move.rejection?.message ?? null,
      })
      .where(and(eq(applications.id, move.applicationId), eq(applications.stage, move.from)))
      .returning({ id: applications.id });
    if (moved.length === 0) throw staleMove(move.from);
    await tx.insert(applicationEvents).values({
      applicationId: move.applicationId,
      fromStage: move.from,
      toStage: move.to,
      actorKind: move.actor.kind,
      actorId: move.actor.id,
    });
    // The company's moves are news to the talent; the talent's own withdrawal is not.
    if (move.actor.kind === "client") {
      await notifyStageChanged(tx, { applicationId: move.applicationId, from: move.from, stage: move.to });
    }
    if (move.to === "rejected" || move.to === "withdrawn") {
      await closePendingOffer(tx, move.applicationId, move.actor.kind);
    }
    await publishToApplication(tx, "application", { application_id: move.applicationId, stage: move.to });
  });
}
