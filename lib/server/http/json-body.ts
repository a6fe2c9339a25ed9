import "server-only";

import { readBody } from "./body";
import { ApiError } from "./errors";

/** The body of a JSON-only call, as an object for zod to check (numbers and booleans keep their types). */
export async function readJson(request: Request): Promise<unknown> {
  const type = request.headers.get("content-type")?.toLowerCase() ?? "";
  if (type.startsWith("multipart/form-data") || type.startsWith("application/x-www-form-urlencoded")) {
    throw new ApiError(415, "This call takes a JSON body (Content-Type: application/json).");
  }
  return readBody(request);
}
