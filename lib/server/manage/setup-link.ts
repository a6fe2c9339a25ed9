import "server-only";

import crypto from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { z } from "zod";

import type { setupRequestSchema } from "@/lib/validation/manager-setup";

import { createManager } from "../accounts/managers";
import { hashToken, issueToken } from "../auth/tokens";
import { managerLinks, managers } from "../db/schema";
import type { Db } from "../db/types";
import { ApiError } from "../http/errors";
import { siteLink } from "../mail/urls";
import { recordAudit } from "./audit";

export const SETUP_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const SETUP_LINK_GONE =
  "This setup link has expired or was already used. While no manager exists, restarting the server prints a new one.";
export const MANAGER_EXISTS = "The first manager already exists: ask a manager for an invitation.";

export const hasManager = async (db: Db): Promise<boolean> =>
  (await db.select({ id: managers.id }).from(managers).limit(1)).length > 0;

/**
 * While the database has no manager, a new single-use setup link (valid 24 h, only its hash stored).
 * Null when a manager exists: the link only ever makes the first one.
 */
export async function createSetupLinkIfNoManager(db: Db, now = new Date()): Promise<string | null> {
  if (await hasManager(db)) return null;
  const token = crypto.randomBytes(32).toString("base64url");
  await db.insert(managerLinks).values({
    tokenHash: hashToken(token),
    purpose: "setup",
    expiresAt: new Date(now.getTime() + SETUP_LINK_LIFETIME_MS),
  });
  return siteLink(`/admin/setup?${new URLSearchParams({ token })}`);
}

/** At start: prints the setup link when there is no manager yet, so a newcomer needs nothing else. */
export async function announceSetupLink(db: Db): Promise<void> {
  const link = await createSetupLinkIfNoManager(db);
  if (link)
    console.log(`[setup] No manager account exists yet. Create the first one within 24 hours (single use): ${link}`);
}

/** Whether the link can still be used (for the setup page, before the form is shown). */
export async function setupLinkUsable(db: Db, token: string): Promise<boolean> {
  if (await hasManager(db)) return false;
  const [row] = await db
    .select({ id: managerLinks.id })
    .from(managerLinks)
    .where(
      and(
        eq(managerLinks.tokenHash, hashToken(token)),
        eq(managerLinks.purpose, "setup"),
        isNull(managerLinks.usedAt),
        gt(managerLinks.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Uses the link once: claims it (a conditional update, so two uses race to one winner), refuses when a
 * manager already exists, creates the manager and signs it in. One transaction, with its audit row.
 */
export async function consumeSetupLink(
  db: Db,
  input: z.infer<typeof setupRequestSchema>,
): Promise<{ managerId: number; token: string }> {
  const { token: linkToken, ...person } = input;
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(managerLinks)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(managerLinks.tokenHash, hashToken(linkToken)),
          eq(managerLinks.purpose, "setup"),
          isNull(managerLinks.usedAt),
          gt(managerLinks.expiresAt, sql`now()`),
        ),
      )
      .returning({ id: managerLinks.id });
    if (!link) throw new ApiError(410, SETUP_LINK_GONE);
    // Two different setup links used at once: the table lock makes the second see the first's manager.
    await tx.execute(sql`lock table ${managers} in share row exclusive mode`);
    if (await hasManager(tx)) throw new ApiError(410, MANAGER_EXISTS);
    const manager = await createManager(tx, person);
    await tx.update(managerLinks).set({ usedBy: manager.id }).where(eq(managerLinks.id, link.id));
    await recordAudit(tx, {
      managerId: manager.id,
      action: "manager.setup",
      targetKind: "manager",
      targetId: manager.id,
      after: { email: manager.email },
    });
    return { managerId: manager.id, token: await issueToken(tx, "manager", manager.id) };
  });
}
