import NextAuth from "next-auth";
import type { NextRequest } from "next/server";

import { buildAuthOptions } from "@/lib/server/auth/next-auth-options";
import { isSecureRequest } from "@/lib/server/auth/request-security";

type Context = { params: Promise<{ nextauth: string[] }> };

async function handler(request: NextRequest, context: Context): Promise<Response> {
  return NextAuth(request, context, buildAuthOptions({ secure: isSecureRequest(request.headers, request.url) }));
}

export { handler as GET, handler as POST };
