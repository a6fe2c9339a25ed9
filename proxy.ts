import { NextResponse, type NextRequest } from "next/server";
import { isNoIndexPath } from "@/lib/layout/bare-path";
import { guardArea } from "@/lib/server/auth/area-guard";

export async function proxy(request: NextRequest) {
  const redirect = await guardArea(request);
  if (redirect) return redirect;
  const { pathname, search } = request.nextUrl;
  // The unfiltered job board is served from cache (app/(site)/jobs/board/[page]); the address stays /jobs.
  const response =
    pathname === "/jobs" && search === "" ? NextResponse.rewrite(new URL("/jobs/board/1", request.url)) : NextResponse.next();
  if (isNoIndexPath(pathname)) {
    response.headers.set("X-Robots-Tag", "noindex, nofollow");
  }
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
