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

const MESSAGE = "The request path is not valid: percent-escapes must encode UTF-8 text.";

// A page of its own, no scripts and no chrome: the app's layouts cannot render a path Next cannot decode.
const BAD_REQUEST_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/icon.svg"><title>Bad request</title></head><body style="font-family:system-ui,sans-serif;margin:0;display:grid;min-height:100vh;place-items:center;background:#f8fafc;color:#0f172a"><main style="max-width:32rem;padding:1.5rem;text-align:center"><h1 style="font-size:1.5rem">This address is not valid</h1><p style="color:#475569">${MESSAGE}</p><p><a href="/" style="color:#1d5fd6;font-weight:600">Go to the home page</a></p></main></body></html>`;

/**
 * A path such as /jobs/%ff would make Next.js fail while decoding the route params and answer a bare
 * 500; answer 400 before routing instead: the API's JSON on API paths, a small HTML page elsewhere.
 */
export function malformedPath(pathname: string): NextResponse | undefined {
  if (isDecodablePath(pathname)) return undefined;
  const headers = { "Cache-Control": "no-store" };
  if (pathname.startsWith("/api/")) return NextResponse.json({ message: MESSAGE }, { status: 400, headers });
  return new NextResponse(BAD_REQUEST_PAGE, {
    status: 400,
    headers: { ...headers, "Content-Type": "text/html; charset=utf-8" },
  });
}
