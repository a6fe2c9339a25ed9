import "server-only";

import { NextResponse, type NextRequest } from "next/server";

import { requiredKindFor, sessionRequiredPath } from "@/lib/auth/areas";

import { getSessionToken } from "./session";

/**
 * The proxy's check for /talent/… and /recruiter/…: a NextAuth session of the right kind, else a
 * redirect to sign-in with error=SessionRequired and callbackUrl. Null when the path is not protected
 * or the session fits. (The page checks again on the server, including that the token is still live.)
 */
export async function guardArea(request: NextRequest): Promise<NextResponse | null> {
  const { pathname, search } = request.nextUrl;
  const kind = requiredKindFor(pathname);
  if (!kind) return null;
  const token = await getSessionToken(request);
  if (token?.kind === kind && token.apiToken) return null;
  return NextResponse.redirect(new URL(sessionRequiredPath(`${pathname}${search}`), request.url));
}
