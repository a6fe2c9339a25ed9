import { unknownApiPath as notFound } from "@/lib/server/http/respond";

// Unknown /api paths answer JSON, not the HTML 404 page.

// GET /api/[...path] – an unknown API path: JSON 404, not the HTML page
export const GET = notFound;
// POST /api/[...path] – an unknown API path: JSON 404
export const POST = notFound;
// PUT /api/[...path] – an unknown API path: JSON 404
export const PUT = notFound;
// PATCH /api/[...path] – an unknown API path: JSON 404
export const PATCH = notFound;
// DELETE /api/[...path] – an unknown API path: JSON 404
export const DELETE = notFound;
