import "server-only";

import type { ProfileViewer } from "@/lib/profiles/visibility";

import { bearerToken, resolveAnyToken } from "../auth/tokens";
import type { Db } from "../db/types";

/** Who is asking: the account of a live bearer token of any kind, or null (signed out, or a dead token). */
export async function viewerFromRequest(db: Db, request: Request): Promise<ProfileViewer> {
  const token = bearerToken(request);
  return token ? resolveAnyToken(db, token) : null;
}
