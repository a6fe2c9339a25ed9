import { NextResponse } from "next/server";

// Unknown /api paths answer JSON, not the HTML 404 page.
const notFound = async () =>
  NextResponse.json({ message: "Not found." }, { status: 404, headers: { "Cache-Control": "no-store" } });

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
