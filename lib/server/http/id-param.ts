import "server-only";

import { z } from "zod";

import { apiError } from "./error-codes";

const id = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** A numeric path id; anything else is simply not found. */
export function idParam(raw: string | undefined, what: string): number {
  const parsed = id.safeParse(raw);
  if (!parsed.success) throw apiError("not_found", `${what} not found.`);
  return parsed.data;
}
