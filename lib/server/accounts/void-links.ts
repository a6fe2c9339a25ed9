import "server-only";

import { and, eq, inArray, isNull } from "drizzle-orm";

import type { MemberKind } from "@/lib/accounts/kinds";

import { accountTokens } from "../db/schema";
import type { Db } from "../db/types";
import type { LinkPurpose } from "./account-links";

/**
 * The links a change of credentials voids: a reset link, and a pending email change (asked for with the old
 * password, possibly by whoever knew it, and mailed to the address they chose). A verification link stays: it
 * only proves the account's current address, and applies only while that is still the account's email.
 */
export const CREDENTIAL_LINKS: readonly LinkPurpose[] = ["reset_password", "change_email"];

/** Every link an email change voids: the reset and verification links went to the old address. */
export const EVERY_LINK: readonly LinkPurpose[] = ["reset_password", "change_email", "verify_email"];

/**
 * Marks the account's unused links of these purposes used, so a mail still sitting in an inbox opens nothing
 * (410, as an expired link). Run in the transaction of the change that voids them. How many were voided.
 */
export async function voidAccountLinks(
  db: Db,
  kind: MemberKind,
  accountId: number,
  purposes: readonly LinkPurpose[],
): Promise<number> {
  const voided = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.accountKind, kind),
        eq(accountTokens.accountId, accountId),
        inArray(accountTokens.purpose, [...purposes]),
        isNull(accountTokens.usedAt),
      ),
    )
    .returning({ id: accountTokens.id });
  return voided.length;
}
