import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { LoginForm } from "@/components/auth/login-form";
import { SignInError } from "@/components/auth/sign-in-error";
import { AUTH_COPY } from "@/lib/content/auth";

export const metadata: Metadata = { title: AUTH_COPY.login.title };

export default function LoginPage() {
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold tracking-tight">{AUTH_COPY.login.title}</h1>
      {/* The form reads callbackUrl from the address on the client, so this page stays static. */}
      <Suspense>
        <SignInError />
        <LoginForm />
      </Suspense>
      <p className="mt-6 text-center text-sm text-ink-muted">
        New here? <Link href="/signup/talent" className="font-medium text-brand-600">Apply for Jobs</Link> or{" "}
        <Link href="/signup/recruiter" className="font-medium text-brand-600">Recruit Talent</Link>
      </p>
    </>
  );
}
