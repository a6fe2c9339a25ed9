import "server-only";

import crypto from "node:crypto";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";

import {
  INVITATION_NOT_FOUND,
  INVITATION_NOT_PENDING,
  INVITE_GONE_MESSAGE,
  MANAGER_EMAIL_TAKEN,
  MANAGER_INVITE_MAIL,
} from "@/lib/content/manage-accounts";
import type { InvitationRevocation, inviteAcceptSchema, ManagersOverview } from "@/lib/validation/manage-accounts";

import { findPersonByEmail } from "../accounts/account-tables";
import { createManager, ManagerExistsError } from "../accounts/managers";
import { hashToken, issueToken } from "../auth/tokens";
import { managerLinks, managers } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";
import { ApiError, validationFailed } from "../http/errors";
import { enqueueMail } from "../mail/outbox";
import { siteLink } from "../mail/urls";
import { recordAudit } from "./audit";

export const INVITE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

const emailTaken = () => validationFailed({ email: [MANAGER_EMAIL_TAKEN] });
const inviteLink = (token: string) => siteLink(`/admin/invite?${new URLSearchParams({ token })}`);

const usableInvite = (token: string) =>
  and(
    eq(managerLinks.tokenHash, hashToken(token)),
    eq(managerLinks.purpose, "invite"),
    isNull(managerLinks.usedAt),
    isNull(managerLinks.revokedAt),
    gt(managerLinks.expiresAt, sql`now()`),
  );

// An invitation still waiting: not used, not revoked, not expired.
const pendingInvite = and(
  eq(managerLinks.purpose, "invite"),
  isNull(managerLinks.usedAt),
  isNull(managerLinks.revokedAt),
  gt(managerLinks.expiresAt, sql`now()`),
);

async function managerName(db: Db, id: number): Promise<string> {
  const [row] = await db
    .select({ firstName: managers.firstName, lastName: managers.lastName })
    .from(managers)
    .where(eq(managers.id, id));
  return row ? `${row.firstName} ${row.lastName}`.trim() : "A manager";
}

/**
 * A single-use invitation (valid 7 days, only its hash stored) for `email`, queued as an email and returned so
 * the console can show it. 422 when that address already belongs to a manager.
 */
export async function inviteManager(db: Db, invitedBy: number, email: string) {
  if (await findPersonByEmail(db, "manager", email)) throw emailTaken();
  const token = crypto.randomBytes(32).toString("base64url");
  const link = inviteLink(token);
  const inviter = await managerName(db, invitedBy);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(managerLinks)
      .values({
        tokenHash: hashToken(token),
        purpose: "invite",
        email,
        invitedBy,
        expiresAt: new Date(Date.now() + INVITE_LIFETIME_MS),
      })
      .returning({ id: managerLinks.id, expiresAt: managerLinks.expiresAt });
    const mail = MANAGER_INVITE_MAIL;
    await enqueueMail(tx, {
      to: email,
      kind: mail.kind,
      secret: token,
      content: {
        subject: mail.subject,
        greeting: mail.greeting,
        paragraphs: mail.paragraphs(inviter),
        action: { label: mail.action, url: link },
        footnote: mail.footnote,
      },
    });
    const expiresAt = row!.expiresAt.toISOString();
    await recordAudit(tx, {
      managerId: invitedBy,
      action: "manager.invite",
      targetKind: "manager_link",
      targetId: row!.id,
      after: { email, expires_at: expiresAt },
    });
    return { email, expires_at: expiresAt, link };
  });
}

/** The address of a usable invitation (for the page, before its form is shown), or null. */
export async function invitationEmail(db: Db, token: string): Promise<string | null> {
  const [row] = await db.select({ email: managerLinks.email }).from(managerLinks).where(usableInvite(token)).limit(1);
  return row?.email ?? null;
}

/**
 * Uses an invitation once: claims it (a conditional update, so two uses race to one winner; 410 when used or
 * expired), creates the manager with the invitation's address and signs it in. One transaction with its audit row.
 */
export async function acceptInvite(
  db: Db,
  input: z.infer<typeof inviteAcceptSchema>,
): Promise<{ managerId: number; token: string }> {
  const { token: linkToken, ...person } = input;
  try {
    return await db.transaction(async (tx) => {
      const [link] = await tx
        .update(managerLinks)
        .set({ usedAt: sql`now()` })
        .where(usableInvite(linkToken))
        .returning({ id: managerLinks.id, email: managerLinks.email });
      if (!link?.email) throw new ApiError(410, INVITE_GONE_MESSAGE);
      const manager = await createManager(tx, { ...person, email: link.email });
      await tx.update(managerLinks).set({ usedBy: manager.id }).where(eq(managerLinks.id, link.id));
      await recordAudit(tx, {
        managerId: manager.id,
        action: "manager.join",
        targetKind: "manager",
        targetId: manager.id,
        after: { email: manager.email, invitation: link.id },
      });
      return { managerId: manager.id, token: await issueToken(tx, "manager", manager.id) };
    });
  } catch (error) {
    // Someone made a manager with this address since the invitation: the claim rolled back with the insert.
    if (error instanceof ManagerExistsError) throw emailTaken();
    throw error;
  }
}

/** Every manager, oldest first, and the invitations still waiting to be used. */
export async function managersOverview(db: Db): Promise<ManagersOverview> {
  const inviter = alias(managers, "inviter");
  const [people, pending] = await Promise.all([
    db
      .select({
        id: managers.id,
        firstName: managers.firstName,
        lastName: managers.lastName,
        email: managers.email,
        createdAt: managers.createdAt,
        suspendedAt: managers.suspendedAt,
      })
      .from(managers)
      .orderBy(asc(managers.createdAt), asc(managers.id)),
    db
      .select({
        id: managerLinks.id,
        email: managerLinks.email,
        createdAt: managerLinks.createdAt,
        expiresAt: managerLinks.expiresAt,
        firstName: inviter.firstName,
        lastName: inviter.lastName,
      })
      .from(managerLinks)
      .leftJoin(inviter, eq(inviter.id, managerLinks.invitedBy))
      .where(pendingInvite)
      .orderBy(asc(managerLinks.createdAt), asc(managerLinks.id)),
  ]);
  return {
    managers: people.map((m) => ({
      id: m.id,
      name: `${m.firstName} ${m.lastName}`.trim(),
      email: m.email,
      created_at: m.createdAt.toISOString(),
      suspended_at: m.suspendedAt?.toISOString() ?? null,
    })),
    invitations: pending.map((link) => ({
      id: link.id,
      email: link.email ?? "",
      invited_by: link.firstName === null ? null : `${link.firstName} ${link.lastName ?? ""}`.trim(),
      created_at: link.createdAt.toISOString(),
      expires_at: link.expiresAt.toISOString(),
    })),
  };
}

/**
 * Withdraws a pending invitation: its link answers as one that cannot be used from now on. A conditional update, so
 * of a revocation and an acceptance (or two revocations) at once one wins; an invitation used, revoked or expired
 * already is 409.
 */
export async function revokeInvitation(db: Db, managerId: number, id: number): Promise<InvitationRevocation> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(managerLinks)
      .set({ revokedAt: sql`now()`, revokedBy: managerId })
      .where(and(eq(managerLinks.id, id), pendingInvite))
      .returning({ email: managerLinks.email, revokedAt: managerLinks.revokedAt });
    if (!row) {
      const [exists] = await tx
        .select({ id: managerLinks.id })
        .from(managerLinks)
        .where(and(eq(managerLinks.id, id), eq(managerLinks.purpose, "invite")))
        .limit(1);
      if (!exists) throw apiError("not_found", INVITATION_NOT_FOUND);
      throw apiError("conflict", INVITATION_NOT_PENDING);
    }
    const revokedAt = row.revokedAt!.toISOString();
    await recordAudit(tx, {
      managerId,
      action: "manager.revoke_invite",
      targetKind: "manager_link",
      targetId: id,
      before: { revoked_at: null },
      after: { email: row.email, revoked_at: revokedAt },
    });
    return { id, email: row.email ?? "", revoked_at: revokedAt };
  });
}
