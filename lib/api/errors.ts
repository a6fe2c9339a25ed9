import { isAxiosError } from "axios";

import type { FieldErrors } from "@/lib/validation/accounts";

/** The server's `message` when it gave one, else the caller's fallback ('Login failed', …). */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (isAxiosError(error)) {
    const message: unknown = error.response?.data?.message;
    return typeof message === "string" && message.trim() ? message : fallback;
  }
  // Our own checks ('API key is missing', 'Invalid response format') are worth showing as they are.
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export function apiFieldErrors(error: unknown): FieldErrors {
  if (!isAxiosError(error)) return {};
  const errors: unknown = error.response?.data?.errors;
  return errors && typeof errors === "object" ? (errors as FieldErrors) : {};
}
