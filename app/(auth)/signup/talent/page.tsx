import type { Metadata } from "next";
import Link from "next/link";
import { TalentSignupForm } from "@/components/auth/talent-signup-form";
import { AUTH_COPY } from "@/lib/content/auth";

export const metadata: Metadata = { title: AUTH_COPY.talentSignup.title };

export default function TalentSignupPage() {
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight">{AUTH_COPY.talentSignup.title}</h1>
      <p className="mb-6 mt-1 text-sm text-ink-muted">{AUTH_COPY.talentSignup.intro}</p>
      <TalentSignupForm />
      <p className="mt-6 text-center text-sm text-ink-muted">
        Already have an account? <Link href="/login" className="font-medium text-brand-600">Log in</Link>
      </p>
    </>
  );
}
