import { NextResponse } from "next/server";

import { checkDatabase } from "@/lib/server/health";

export const dynamic = "force-dynamic";

// GET /api/health – liveness and database check, for the load balancer (no API key)
export async function GET() {
  try {
    await checkDatabase();
    return NextResponse.json({ status: "ok", db: "ok" }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    console.error("[health] database check failed:", error instanceof Error ? error.message : error);
    return NextResponse.json(
      { status: "error", db: "unavailable", message: "The database is not answering." },
      { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "5" } },
    );
  }
}
