import { NextResponse, type NextRequest } from "next/server";

import { isNoIndexPath } from "@/lib/layout/bare-path";
import { isPrivatePath } from "@/lib/security/private-paths";
import { securityHeaders } from "@/lib/security/security-headers";
import { guardArea } from "@/lib/server/auth/area-guard";
import { isLiveEventsPath, SSE_HEADERS } from "@/lib/server/events/sse-headers";
import { methodNotAllowed } from "@/lib/server/http/method-not-allowed";
import { malformedPath } from "@/lib/server/http/path-encoding";
import { policyForRequest } from "@/lib/server/security/policy-for-request";

export async function proxy(request: NextRequest) {
  const { policy, nonce } = await policyForRequest(request);
  const refused = malformedPath(request.nextUrl.pathname) ?? methodNotAllowed(request) ?? (await guardArea(request));
  const response = refused ?? NextResponse.next({ request: { headers: withPolicy(request.headers, policy, nonce) } });
  response.headers.set("Content-Security-Policy", policy);
  // next.config.ts adds these to rendered answers; a redirect answered here needs them too.
  for (const [name, value] of securityHeaders(process.env.NODE_ENV === "production")) response.headers.set(name, value);
  // Signed-in pages and their APIs: never kept for Back to show once the session has ended.
  // A live event stream's no-transform too, so no proxy compresses (and holds back) its events.
  if (isPrivatePath(request.nextUrl.pathname))
    response.headers.set(
      "Cache-Control",
      isLiveEventsPath(request.nextUrl.pathname) ? SSE_HEADERS["Cache-Control"] : "no-store",
    );
  if (isNoIndexPath(request.nextUrl.pathname)) {
    response.headers.set("X-Robots-Tag", "noindex, nofollow");
  }
  return response;
}

/** Next takes the nonce for its own scripts from the request's policy header. */
function withPolicy(headers: Headers, policy: string, nonce: string | undefined): Headers {
  const forwarded = new Headers(headers);
  if (nonce) forwarded.set("Content-Security-Policy", policy);
  return forwarded;
}

// Next's own files (/_next/…) never pass through here; public/ files do, for their security headers.
export const config = {
  matcher: ["/((?!_next/|favicon.ico).*)"],
};
