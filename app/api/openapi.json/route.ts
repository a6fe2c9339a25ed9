import { NextResponse } from "next/server";

import { openApiDocument } from "./operations";

// GET /api/openapi.json – the OpenAPI document of the API
// Public (no API key): the contract is not a secret, and tools fetch it without headers.
export const GET = async () =>
  NextResponse.json(openApiDocument(), { headers: { "Cache-Control": "public, max-age=300" } });
