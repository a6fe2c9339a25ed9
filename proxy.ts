import { NextResponse, type NextRequest } from "next/server";
import { isNoIndexPath } from "@/lib/layout/bare-path";

export function proxy(request: NextRequest) {
  const response = NextResponse.next();
  if (isNoIndexPath(request.nextUrl.pathname)) {
    response.headers.set("X-Robots-Tag", "noindex, nofollow");
  }
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
