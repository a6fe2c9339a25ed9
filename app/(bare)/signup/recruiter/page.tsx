import Link from "next/link";

import { RecruiterSignupForm } from "@/components/auth/recruiter-signup-form";
import { BarePageShell } from "@/components/bare-page-shell";
import { createMetadata } from "@/lib/seo/metadata";

export const metadata = createMetadata({
  title: "Recruit Talent",
  description: "Create your client account and hire vetted remote talent in 7 days or less.",
  path: "/signup/recruiter",
});

export default function RecruiterSignupPage() {
  return (
    <BarePageShell
      title="Recruit Talent"
      lead="Create your client account and hire vetted remote talent in 7 days or less."
    >
      <div className="mt-6">
        <RecruiterSignupForm />
        <p className="mt-6 text-center text-sm text-ink-muted">
          Already have an account?{" "}
          <Link href="/login?callbackUrl=%2Frecruiter" className="font-medium text-brand-600">
            Log in
          </Link>
        </p>
      </div>
    </BarePageShell>
  );
}
