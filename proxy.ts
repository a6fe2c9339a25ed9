import { NextResponse, type NextRequest } from "next/server";
import { isNoIndexPath } from "@/lib/layout/bare-path";
import { guardArea } from "@/lib/server/auth/area-guard";
import { malformedApiPath } from "@/lib/server/http/path-encoding";

export async function proxy(request: NextRequest) {
  const malformed = malformedApiPath(request.nextUrl.pathname);
  if (malformed) return malformed;
  const redirect = await guardArea(request);
  if (redirect) return redirect;
  const response = NextResponse.next();
  if (isNoIndexPath(request.nextUrl.pathname)) {
    response.headers.set("X-Robots-Tag", "noindex, nofollow");
  }
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
