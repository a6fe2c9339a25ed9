import { NextResponse } from "next/server";

/** True when every percent-escape in `pathname` decodes to valid UTF-8 (so route params can be decoded). */
export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * An API path such as /api/jobs/%ff would make Next.js fail while decoding the route params and answer
 * a bare 500; answer the API's 400 JSON instead, before routing.
 */
export function malformedApiPath(pathname: string): NextResponse | undefined {
  if (!pathname.startsWith("/api/") || isDecodablePath(pathname)) return undefined;
  return NextResponse.json(
    { message: "The request path is not valid: percent-escapes must encode UTF-8 text." },
    { status: 400, headers: { "Cache-Control": "no-store" } },
  );
}
