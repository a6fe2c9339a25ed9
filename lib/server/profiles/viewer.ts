import "server-only";

import { eq } from "drizzle-orm";

import type { AccountKind } from "@/lib/accounts/kinds";
import type { ProfileViewer } from "@/lib/profiles/visibility";

import { personTable } from "../accounts/account-tables";
import { bearerToken, resolveAnyToken } from "../auth/tokens";
import type { Db } from "../db/types";

/**
 * The viewer an account is, with whether its email is verified (a client sees recruiters-only profiles and
 * résumés only then); null for no account, or one that no longer exists.
 */
export async function profileViewerOf(
  db: Db,
  account: { kind: AccountKind; id: number } | null,
): Promise<ProfileViewer> {
  if (!account) return null;
  const table = personTable(account.kind);
  const [row] = await db
    .select({ verifiedAt: table.emailVerifiedAt })
    .from(table)
    .where(eq(table.id, account.id))
    .limit(1);
  return row ? { kind: account.kind, id: account.id, verified: row.verifiedAt !== null } : null;
}

/** Who is asking: the account of a live bearer token of any kind, or null (signed out, or a dead token). */
export async function viewerFromRequest(db: Db, request: Request): Promise<ProfileViewer> {
  const token = bearerToken(request);
  return profileViewerOf(db, token ? await resolveAnyToken(db, token) : null);
}
