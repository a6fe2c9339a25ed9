import { Suspense } from "react";

import { AuthCard } from "@/components/auth/auth-card";
import { VerifyEmailStatus } from "@/components/auth/verify-email-status";
import { VERIFY_EMAIL_COPY } from "@/lib/content/account-links";
import { createMetadata } from "@/lib/seo/metadata";

export const metadata = createMetadata({
  title: VERIFY_EMAIL_COPY.title,
  description: "Confirm the email address of your account.",
  path: "/verify-email",
  noIndex: true,
});

export default function VerifyEmailPage() {
  return (
    <AuthCard title={VERIFY_EMAIL_COPY.title} lead={VERIFY_EMAIL_COPY.lead}>
      {/* The token is read on the client, so this page stays static. */}
      <Suspense>
        <VerifyEmailStatus />
      </Suspense>
    </AuthCard>
  );
}
