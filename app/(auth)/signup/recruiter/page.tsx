import type { Metadata } from "next";
import Link from "next/link";
import { RecruiterSignupForm } from "@/components/auth/recruiter-signup-form";
import { AUTH_COPY } from "@/lib/content/auth";

export const metadata: Metadata = { title: AUTH_COPY.recruiterSignup.title };

export default function RecruiterSignupPage() {
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight">{AUTH_COPY.recruiterSignup.title}</h1>
      <p className="mb-6 mt-1 text-sm text-ink-muted">{AUTH_COPY.recruiterSignup.intro}</p>
      <RecruiterSignupForm />
      <p className="mt-6 text-center text-sm text-ink-muted">
        Already have an account? <Link href="/login?callbackUrl=%2Frecruiter" className="font-medium text-brand-600">Log in</Link>
      </p>
    </>
  );
}
