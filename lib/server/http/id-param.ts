import "server-only";

import { z } from "zod";

import { apiError } from "./error-codes";

/** The largest `serial` / `integer` id (int4). */
export const INT_ID_MAX = 2_147_483_647;
/** The largest `bigserial` id the app reads (as a JS number). */
export const BIGINT_ID_MAX = Number.MAX_SAFE_INTEGER;

/**
 * A numeric path id; anything else, or one beyond the column's range (int4 unless `max` says otherwise,
 * e.g. BIGINT_ID_MAX for a bigserial table), is simply not found.
 */
export function idParam(raw: string | undefined, what: string, { max = INT_ID_MAX }: { max?: number } = {}): number {
  const parsed = z.coerce.number().int().min(1).max(max).safeParse(raw);
  if (!parsed.success) throw apiError("not_found", `${what} not found.`);
  return parsed.data;
}
