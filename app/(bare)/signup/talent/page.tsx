import { Suspense } from "react";

import { CallbackLink } from "@/components/auth/callback-link";
import { TalentSignupForm } from "@/components/auth/talent-signup-form";
import { BarePageShell } from "@/components/bare-page-shell";
import { createMetadata } from "@/lib/seo/metadata";

export const metadata = createMetadata({
  title: "Apply for Jobs",
  description: "Create your talent account and apply for remote jobs with vetted companies.",
  path: "/signup/talent",
});

export default function TalentSignupPage() {
  return (
    <BarePageShell title="Apply for Jobs" lead="Create your talent account to apply for remote jobs.">
      <div className="mt-6">
        {/* The form and the link read callbackUrl from the address on the client, so this page stays static. */}
        <Suspense>
          <TalentSignupForm />
          <p className="mt-6 text-center text-sm text-ink-muted">
            Already have an account?{" "}
            <CallbackLink href="/login" className="font-medium text-brand-600">
              Log in
            </CallbackLink>
          </p>
        </Suspense>
      </div>
    </BarePageShell>
  );
}
