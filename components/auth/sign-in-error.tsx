"use client";

import { useSearchParams } from "next/navigation";

import { signInErrorMessage } from "@/lib/content/auth";

/** Explains why the visitor landed on the sign-in page (NextAuth's `error` parameter). */
export function SignInError() {
  const error = useSearchParams().get("error");
  if (!error) return null;
  return (
    <p role="status" className="mb-4 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900">
      {signInErrorMessage(error)}
    </p>
  );
}
