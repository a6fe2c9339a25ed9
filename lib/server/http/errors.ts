import "server-only";

import type { FieldErrors } from "@/lib/validation/accounts";

/** An error the client caused or may see: mapped once, by apiRoute/authedRoute (api-handler.ts), to a JSON answer. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message = "Unauthenticated") => new ApiError(401, message);
export const notFound = (message = "Not found") => new ApiError(404, message);
export const validationFailed = (errors: FieldErrors, message = "The given data was invalid.") =>
  new ApiError(422, message, errors);

// 57014: a statement cancelled by statement_timeout (the database is too busy to answer in time).
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "57P01",
  "57P03",
  "57014",
]);

/** True for errors that mean the database is unreachable rather than that the request was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) return true;
    if (
      /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|Query read timeout/i.test(
        current.message,
      )
    )
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * True for Postgres data exceptions (SQLSTATE class 22: a NUL character in text, a number out of range, …):
 * a value from the request the database cannot hold or compare, so the client's fault, not the server's.
 */
export function isInvalidDatabaseInput(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
