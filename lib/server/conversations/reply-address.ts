import "server-only";

import crypto from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";

import type { MemberKind } from "@/lib/accounts/kinds";

import { replyAddresses } from "../db/schema";
import type { Db } from "../db/types";
import { env } from "../env";
import { senderAddress } from "../mail/urls";
import type { Participant } from "./participant";

/** The local part's form: `reply+` and 32 lower-case hex digits (128 random bits). */
const REPLY_LOCAL_PART = /^reply\+([0-9a-f]{32})$/;

/** The domain of reply addresses: MAIL_DOMAIN, else the domain of MAIL_FROM's address. */
export function replyDomain(): string {
  const configured = env().MAIL_DOMAIN;
  if (configured) return configured.toLowerCase();
  return (senderAddress().split("@")[1] ?? "localhost").toLowerCase();
}

/**
 * `who`'s reply address in one conversation: the live one, or a new one. Of two callers at once, the partial
 * unique index lets one insert; the other reads what it wrote.
 */
export async function replyAddressFor(tx: Db, who: Participant, applicationId: number): Promise<string> {
  const live = and(
    eq(replyAddresses.accountKind, who.kind),
    eq(replyAddresses.accountId, who.id),
    eq(replyAddresses.applicationId, applicationId),
    isNull(replyAddresses.revokedAt),
  );
  const [existing] = await tx.select({ token: replyAddresses.token }).from(replyAddresses).where(live);
  let token = existing?.token;
  if (!token) {
    const [made] = await tx
      .insert(replyAddresses)
      .values({
        token: crypto.randomBytes(16).toString("hex"),
        accountKind: who.kind,
        accountId: who.id,
        applicationId,
      })
      .onConflictDoNothing()
      .returning({ token: replyAddresses.token });
    token =
      made?.token ?? (await tx.select({ token: replyAddresses.token }).from(replyAddresses).where(live))[0]!.token;
  }
  return `reply+${token}@${replyDomain()}`;
}

/** The token of a reply address (any case), or null when the address is not one of ours. */
export function replyTokenOf(address: string): string | null {
  const at = address.lastIndexOf("@");
  if (at < 0 || address.slice(at + 1).toLowerCase() !== replyDomain()) return null;
  return REPLY_LOCAL_PART.exec(address.slice(0, at).toLowerCase())?.[1] ?? null;
}

export type ReplyAddressOwner = { kind: MemberKind; id: number; applicationId: number };

/** Who a live (unrevoked) token belongs to, and in which conversation; null for an unknown or revoked one. */
export async function replyAddressOwner(db: Db, token: string): Promise<ReplyAddressOwner | null> {
  const [row] = await db
    .select({
      kind: replyAddresses.accountKind,
      id: replyAddresses.accountId,
      applicationId: replyAddresses.applicationId,
    })
    .from(replyAddresses)
    .where(and(eq(replyAddresses.token, token), isNull(replyAddresses.revokedAt)));
  if (!row || row.kind === "manager") return null;
  return { kind: row.kind, id: row.id, applicationId: row.applicationId };
}

/** Revokes every reply address of the account (a suspension): later replies to them are refused. */
export async function revokeReplyAddresses(tx: Db, kind: MemberKind, accountId: number): Promise<void> {
  await tx
    .update(replyAddresses)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(replyAddresses.accountKind, kind),
        eq(replyAddresses.accountId, accountId),
        isNull(replyAddresses.revokedAt),
      ),
    );
}
