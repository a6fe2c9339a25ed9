import "server-only";

import type { ProfileViewer } from "@/lib/profiles/visibility";

import { getSession } from "../auth/session";
import { resolveToken } from "../auth/tokens";
import { getDb } from "../db/client";
import { profileViewerOf } from "./viewer";

/**
 * Who is looking at a page, from the NextAuth session: a client session is a recruiter, a talent session
 * a talent. The session's API token must still be live (a logout elsewhere revokes it), else the
 * visitor is anonymous, as they are when signed out.
 */
export async function viewerFromSession(): Promise<ProfileViewer> {
  const session = await getSession();
  const kind = session?.user.kind;
  if (!kind || !session.token) return null;
  const db = await getDb();
  const id = await resolveToken(db, kind, session.token);
  return profileViewerOf(db, id === null ? null : { kind, id });
}
