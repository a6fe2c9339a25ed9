import "server-only";

import { getServerSession, type AuthOptions, type Session } from "next-auth";
import { getToken, type JWT } from "next-auth/jwt";
import { headers } from "next/headers";
import type { NextRequest } from "next/server";
import { cache } from "react";

import { getAuthSecret } from "./auth-secret";
import { buildAuthOptions } from "./next-auth-options";
import { isSecureRequest } from "./request-security";

// The one place that decides, per request, whether NextAuth's cookies are the Secure ones.

/** NextAuth's options for a route handler's request (app/api/auth/[...nextauth]). */
export function authOptionsFor(request: Request): AuthOptions {
  return buildAuthOptions({ secure: isSecureRequest(request.headers, request.url) });
}

/** The NextAuth session of the page being rendered, or null when signed out; read once per request. */
export const getSession = cache(async (): Promise<Session | null> => {
  const secure = isSecureRequest(await headers());
  return getServerSession(buildAuthOptions({ secure }));
});

/** The session's JWT, read from the request's cookie alone (the proxy's check, before any page renders). */
export async function getSessionToken(request: NextRequest): Promise<JWT | null> {
  return getToken({
    req: request,
    secret: getAuthSecret(),
    secureCookie: isSecureRequest(request.headers, request.url),
  });
}
