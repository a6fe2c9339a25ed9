import "server-only";

import crypto from "node:crypto";
import type { NextRequest } from "next/server";

import { isSecureRequest } from "../auth/request-security";
import { env } from "../env";
import { API_CONTENT_SECURITY_POLICY, pageContentSecurityPolicy } from "./content-security-policy";
import { notFoundScriptHashes, prerenderedScriptHashes } from "./prerendered-pages";

export type RequestPolicy = {
  policy: string;
  /** Set for pages rendered per request: Next reads it from the request's policy and stamps its scripts. */
  nonce?: string;
};

function apiOrigin(): string | undefined {
  const base = process.env.NEXT_PUBLIC_API_BASE_URL;
  if (!base) return undefined;
  try {
    return new URL(base).origin;
  } catch {
    return undefined;
  }
}

/**
 * The Content-Security-Policy for one request. Prerendered pages stay static: their policy lists the
 * hashes of their inline scripts. Pages rendered per request get a fresh nonce instead.
 */
export async function policyForRequest(request: NextRequest): Promise<RequestPolicy> {
  const { pathname } = request.nextUrl;
  if (pathname === "/api" || pathname.startsWith("/api/")) return { policy: API_CONTENT_SECURITY_POLICY };

  const config = env();
  const production = config.NODE_ENV === "production";
  const base = {
    googleSignIn: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
    apiOrigin: apiOrigin(),
    development: config.NODE_ENV === "development",
    https: isSecureRequest(request.headers, request.url),
  };
  const hashes = production ? await prerenderedScriptHashes(pathname) : null;
  if (hashes) return { policy: pageContentSecurityPolicy({ ...base, scriptSources: hashes }) };

  const nonce = crypto.randomBytes(16).toString("base64");
  const notFound = production ? await notFoundScriptHashes() : [];
  const scriptSources = [`'nonce-${nonce}'`, ...notFound];
  return { nonce, policy: pageContentSecurityPolicy({ ...base, scriptSources }) };
}
