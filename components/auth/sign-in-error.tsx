"use client";

import { useSearchParams } from "next/navigation";
import { SIGN_IN_ERRORS, SIGN_IN_ERROR_FALLBACK } from "@/lib/content/auth";

/** Explains why the visitor landed on the sign-in page (NextAuth's `error` parameter). */
export function SignInError() {
  const error = useSearchParams().get("error");
  if (!error) return null;
  return (
    <p role="status" className="mb-4 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900">
      {SIGN_IN_ERRORS[error] ?? SIGN_IN_ERROR_FALLBACK}
    </p>
  );
}
