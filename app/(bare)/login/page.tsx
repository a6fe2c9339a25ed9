import { Suspense } from "react";

import { CallbackLink } from "@/components/auth/callback-link";
import { LoginForm } from "@/components/auth/login-form";
import { SignInError } from "@/components/auth/sign-in-error";
import { BarePageShell } from "@/components/bare-page-shell";
import { createMetadata } from "@/lib/seo/metadata";

export const metadata = createMetadata({
  title: "Log in",
  description: "Log in to your talent or recruiter account.",
  path: "/login",
});

export default function LoginPage() {
  return (
    <BarePageShell title="Log in" lead="Welcome back. Log in to your talent or recruiter account.">
      <div className="mt-6">
        {/* The form reads callbackUrl from the address on the client, so this page stays static. */}
        <Suspense>
          <SignInError />
          <LoginForm />
          <p className="mt-6 text-center text-sm text-ink-muted">
            New here?{" "}
            <CallbackLink href="/signup/talent" className="font-medium text-brand-600">
              Apply for Jobs
            </CallbackLink>{" "}
            or{" "}
            <CallbackLink href="/signup/recruiter" className="font-medium text-brand-600">
              Recruit Talent
            </CallbackLink>
          </p>
        </Suspense>
      </div>
    </BarePageShell>
  );
}
