import NextAuth from "next-auth";
import type { NextRequest } from "next/server";

import { authOptionsFor } from "@/lib/server/auth/session";

type Context = { params: Promise<{ nextauth: string[] }> };

async function handler(request: NextRequest, context: Context): Promise<Response> {
  return NextAuth(request, context, authOptionsFor(request));
}

// GET /api/auth/[...nextauth] – NextAuth's own pages and reads: session, CSRF token, providers, OAuth callbacks
export const GET = handler;

// POST /api/auth/[...nextauth] – NextAuth's sign-in (an API token or Google) and sign-out
export const POST = handler;
