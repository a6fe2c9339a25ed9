import { NextResponse } from "next/server";

import { openApiDocument } from "@/app/api/openapi.json/operations";
import { methodNotAllowed } from "@/lib/server/http/api-handler";

// Public (no API key): the contract is not a secret, and tools fetch it without headers.
export const GET = async () =>
  NextResponse.json(openApiDocument(), { headers: { "Cache-Control": "public, max-age=300" } });

const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
