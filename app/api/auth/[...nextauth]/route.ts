import NextAuth from "next-auth";
import type { NextRequest } from "next/server";

import { authOptionsFor } from "@/lib/server/auth/session";

type Context = { params: Promise<{ nextauth: string[] }> };

async function handler(request: NextRequest, context: Context): Promise<Response> {
  return NextAuth(request, context, authOptionsFor(request));
}

export { handler as GET, handler as POST };
