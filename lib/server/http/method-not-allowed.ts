import { NextResponse } from "next/server";

import { ROUTE_METHODS } from "./route-methods";

// A route file exports only the methods it serves; the proxy answers the others here, as JSON, before
// Next would answer its own empty 405. The table is generated from app/api (npm run routes:generate).

type Segment = { rank: 0; name: string } | { rank: 1 | 2 | 3 };
type Route = { segments: Segment[]; methods: readonly string[] };

// Next's route handlers: HEAD is served by GET; OPTIONS is left to Next.
const CHECKED = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]);

function segmentOf(name: string): Segment {
  if (name.startsWith("[[...")) return { rank: 3 };
  if (name.startsWith("[...")) return { rank: 2 };
  if (name.startsWith("[")) return { rank: 1 };
  return { rank: 0, name };
}

/** Next's precedence: segment by segment, a static name before [param] before [...catchAll] before [[...optional]]. */
function compareRoutes(a: Route, b: Route): number {
  for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i++) {
    const x = a.segments[i]!;
    const y = b.segments[i]!;
    if (x.rank !== y.rank) return x.rank - y.rank;
    if (x.rank === 0 && y.rank === 0 && x.name !== y.name) return x.name < y.name ? -1 : 1;
  }
  return a.segments.length - b.segments.length;
}

const ROUTES: Route[] = Object.entries(ROUTE_METHODS)
  .map(([pattern, methods]) => ({ segments: pattern.split("/").slice(1).map(segmentOf), methods }))
  .sort(compareRoutes);

function matches(segments: Segment[], parts: string[]): boolean {
  for (const [i, segment] of segments.entries()) {
    if (segment.rank === 2) return parts.length > i;
    if (segment.rank === 3) return true;
    if (i >= parts.length) return false;
    if (segment.rank === 0 && segment.name !== parts[i]) return false;
  }
  return segments.length === parts.length;
}

/** The methods of the route file Next would pick for `pathname`; undefined when no route file serves it. */
export function routeMethodsFor(pathname: string): readonly string[] | undefined {
  let parts: string[];
  try {
    parts = pathname.split("/").slice(1).map(decodeURIComponent);
  } catch {
    return undefined;
  }
  // An empty segment (a trailing or doubled slash) is Next's to normalise first.
  if (parts.some((part) => part === "")) return undefined;
  return ROUTES.find((route) => matches(route.segments, parts))?.methods;
}

/**
 * The methods Next serves at all; any other verb that reaches the proxy (PROPFIND, MKCOL, PURGE…) would end in a
 * 500. TRACE and TRACK arrive renamed (X-REFUSED-TRACE: fetch's Request refuses them), CONNECT is answered by
 * server.mjs itself (server/forbidden-methods.mjs).
 */
const SERVED = new Set([...CHECKED, "OPTIONS"]);

/** The answer's `Allow` for a page path: pages are read, never written to. */
const PAGE_METHODS = "GET, HEAD";

/**
 * 405 for a request to an API route whose file does not export its method: the JSON error envelope with
 * `Allow`, and no API key needed (the answer tells nothing the OpenAPI document does not). A method Next does
 * not serve at all gets a 405 on every path: the same JSON under /api/ (with the route's methods when a route
 * file serves the path), plain text with `Allow: GET, HEAD` on a page path, whose readers are browsers, not
 * API clients. Undefined otherwise, so the request goes on to Next.
 */
export function methodNotAllowed(request: Request): NextResponse | undefined {
  const { pathname } = new URL(request.url);
  const served = SERVED.has(request.method);
  if (!pathname.startsWith("/api/")) {
    if (served) return undefined;
    return new NextResponse("Method not allowed.", {
      status: 405,
      headers: { "Cache-Control": "no-store", Allow: PAGE_METHODS, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  if (served && !CHECKED.has(request.method)) return undefined;
  const methods = routeMethodsFor(pathname);
  const method = request.method === "HEAD" ? "GET" : request.method;
  if (served && (!methods || methods.includes(method))) return undefined;
  return NextResponse.json(
    { message: "Method not allowed." },
    { status: 405, headers: { "Cache-Control": "no-store", Allow: (methods ?? []).join(", ") } },
  );
}
