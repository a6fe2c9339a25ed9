import "server-only";

import type { FieldErrors } from "@/lib/validation/accounts";

import { ApiError } from "./errors";

/** Error codes for the hiring calls, mapped to their HTTP status here once. */
const STATUS = { not_found: 404, conflict: 409, gone: 410, unprocessable: 422, forbidden: 403 } as const;
export type ErrorCode = keyof typeof STATUS;

export const apiError = (code: ErrorCode, message: string, errors?: FieldErrors) =>
  new ApiError(STATUS[code], message, errors);
