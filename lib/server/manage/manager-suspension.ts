import "server-only";

import { and, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";

import {
  LAST_ACTIVE_MANAGER_MESSAGE,
  MANAGER_ALREADY_SUSPENDED,
  MANAGER_NOT_FOUND,
  MANAGER_NOT_SUSPENDED,
} from "@/lib/content/manage-accounts";
import type { ManagerSuspension } from "@/lib/validation/manage-accounts";

import { revokeAllTokens } from "../auth/tokens";
import { managerLinks, managers } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";
import { unauthorized } from "../http/errors";
import { recordAudit } from "./audit";

async function assertManagerExists(tx: Db, id: number): Promise<void> {
  const [row] = await tx.select({ id: managers.id }).from(managers).where(eq(managers.id, id)).limit(1);
  if (!row) throw apiError("not_found", MANAGER_NOT_FOUND);
}

/**
 * The active managers, locked in id order until the transaction ends: two managers suspending each other at once
 * take turns, and the second sees the first's suspension (a row no longer active drops out of its locked set).
 */
async function lockActiveManagers(tx: Db): Promise<number[]> {
  const rows = await tx
    .select({ id: managers.id })
    .from(managers)
    .where(isNull(managers.suspendedAt))
    .orderBy(managers.id)
    .for("update");
  return rows.map((row) => row.id);
}

/** The invitations a manager sent that are still waiting: a suspended manager's pending invitations stop working. */
async function revokeInvitationsBy(tx: Db, inviterId: number, revokedBy: number): Promise<number[]> {
  const rows = await tx
    .update(managerLinks)
    .set({ revokedAt: sql`now()`, revokedBy })
    .where(
      and(
        eq(managerLinks.invitedBy, inviterId),
        eq(managerLinks.purpose, "invite"),
        isNull(managerLinks.usedAt),
        isNull(managerLinks.revokedAt),
        gt(managerLinks.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: managerLinks.id });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/**
 * Suspends a manager: every session ends, the console and the API refuse it (its tokens are revoked, and login
 * answers 403), and the invitations it sent stop working. Never the last active manager (409), whoever asks.
 */
export async function suspendManager(
  db: Db,
  actorId: number,
  targetId: number,
  reason: string,
): Promise<ManagerSuspension> {
  return db.transaction(async (tx) => {
    const active = await lockActiveManagers(tx);
    // Suspended by someone else while this request waited for the lock.
    if (!active.includes(actorId)) throw unauthorized();
    if (!active.includes(targetId)) {
      await assertManagerExists(tx, targetId);
      throw apiError("conflict", MANAGER_ALREADY_SUSPENDED);
    }
    if (active.length <= 1) throw apiError("conflict", LAST_ACTIVE_MANAGER_MESSAGE);
    const [row] = await tx
      .update(managers)
      .set({ suspendedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(managers.id, targetId), isNull(managers.suspendedAt)))
      .returning({ suspendedAt: managers.suspendedAt });
    const suspendedAt = row!.suspendedAt!.toISOString();
    const revokedTokens = await revokeAllTokens(tx, "manager", targetId);
    const revokedInvitations = await revokeInvitationsBy(tx, targetId, actorId);
    await recordAudit(tx, {
      managerId: actorId,
      action: "manager.suspend",
      targetKind: "manager",
      targetId,
      before: { suspended_at: null },
      after: {
        suspended_at: suspendedAt,
        reason,
        revoked_tokens: revokedTokens,
        revoked_invitations: revokedInvitations,
      },
    });
    return { id: targetId, suspended_at: suspendedAt, revoked_invitations: revokedInvitations };
  });
}

/** Lifts a manager's suspension: it may sign in again (its old sessions stay ended, its revoked invitations too). */
export async function reinstateManager(db: Db, actorId: number, targetId: number): Promise<ManagerSuspension> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ suspendedAt: managers.suspendedAt })
      .from(managers)
      .where(eq(managers.id, targetId))
      .limit(1);
    if (!current) throw apiError("not_found", MANAGER_NOT_FOUND);
    const [row] = await tx
      .update(managers)
      .set({ suspendedAt: null, updatedAt: sql`now()` })
      .where(and(eq(managers.id, targetId), isNotNull(managers.suspendedAt)))
      .returning({ id: managers.id });
    if (!row) throw apiError("conflict", MANAGER_NOT_SUSPENDED);
    await recordAudit(tx, {
      managerId: actorId,
      action: "manager.reinstate",
      targetKind: "manager",
      targetId,
      before: { suspended_at: current.suspendedAt?.toISOString() ?? null },
      after: { suspended_at: null },
    });
    return { id: targetId, suspended_at: null, revoked_invitations: [] };
  });
}

/** Ends every session of a manager on every device (it can sign in again, unless suspended). How many ended. */
export async function endManagerSessions(db: Db, actorId: number, targetId: number): Promise<number> {
  return db.transaction(async (tx) => {
    await assertManagerExists(tx, targetId);
    const ended = await revokeAllTokens(tx, "manager", targetId);
    await recordAudit(tx, {
      managerId: actorId,
      action: "manager.end_sessions",
      targetKind: "manager",
      targetId,
      after: { count: ended },
    });
    return ended;
  });
}
