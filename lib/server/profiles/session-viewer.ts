import "server-only";

import type { ProfileViewer } from "@/lib/profiles/visibility";

import { getSession } from "../auth/session";
import { resolveToken } from "../auth/tokens";
import { getDb } from "../db/client";

/**
 * Who is looking at a page, from the NextAuth session: a client session is a recruiter, a talent session
 * a talent. The session's API token must still be live (a logout elsewhere revokes it), else the
 * visitor is anonymous, as they are when signed out.
 */
export async function viewerFromSession(): Promise<ProfileViewer> {
  const session = await getSession();
  const kind = session?.user.kind;
  if (!kind || !session.token) return null;
  const id = await resolveToken(await getDb(), kind, session.token);
  return id === null ? null : { kind, id };
}
