import { Suspense } from "react";

import { AuthCard } from "@/components/auth/auth-card";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { RESET_PASSWORD_COPY } from "@/lib/content/account-links";
import { createMetadata } from "@/lib/seo/metadata";

export const metadata = createMetadata({
  title: RESET_PASSWORD_COPY.title,
  description: "Choose a new password for your account.",
  path: "/reset-password",
  noIndex: true,
});

export default function ResetPasswordPage() {
  return (
    <AuthCard title={RESET_PASSWORD_COPY.title} lead={RESET_PASSWORD_COPY.lead}>
      {/* The form reads the token from the address on the client, so this page stays static. */}
      <Suspense>
        <ResetPasswordForm />
      </Suspense>
    </AuthCard>
  );
}
