import "server-only";

import type { NextRequest, NextResponse } from "next/server";

import { isSecureRequest } from "../auth/request-security";
import { TOKEN_LIFETIME_MS } from "../auth/tokens";

/**
 * The manager's token also travels as an httpOnly cookie scoped to /admin, so the console's pages render
 * on the server. The API itself only ever takes the bearer token (from `manager_token`, kept apart from
 * the talent and client tokens, never shared with them), so the cookie opens no API call to a forged request.
 */
export const MANAGER_COOKIE = "manager_session";
const COOKIE_PATH = "/admin";

export function setManagerCookie(response: NextResponse, request: NextRequest, token: string): NextResponse {
  return withManagerCookie(response, request, token, Math.floor(TOKEN_LIFETIME_MS / 1000));
}

export function clearManagerCookie(response: NextResponse, request: NextRequest): NextResponse {
  return withManagerCookie(response, request, "", 0);
}

function withManagerCookie(response: NextResponse, request: NextRequest, value: string, maxAge: number) {
  const secure = isSecureRequest(request.headers, request.url);
  response.cookies.set(MANAGER_COOKIE, value, { httpOnly: true, sameSite: "lax", secure, path: COOKIE_PATH, maxAge });
  return response;
}
