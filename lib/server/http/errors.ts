import "server-only";

import type { FieldErrors } from "@/lib/validation/accounts";

import { findCause } from "../db/errors";

/** An error the client caused or may see: mapped once, by apiRoute/authedRoute (api-handler.ts), to a JSON answer. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
    /** Fields the answer carries beside `message`, such as a `code` a client acts on. */
    readonly extra?: Readonly<Record<string, string>>,
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
export const isDatabaseUnavailable = (error: unknown): boolean =>
  findCause(error, ({ code, message }) => {
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) return true;
    return /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|Query read timeout/i.test(
      message,
    );
  }) !== undefined;

/**
 * True for Postgres data exceptions (SQLSTATE class 22: a NUL character in text, a number out of range, …):
 * a value from the request the database cannot hold or compare, so the client's fault, not the server's.
 */
export const isInvalidDatabaseInput = (error: unknown): boolean =>
  findCause(error, ({ code }) => typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code)) !== undefined;
