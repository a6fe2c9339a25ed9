import { Suspense } from "react";

import { ConfirmEmailStatus } from "@/components/account/confirm-email-status";
import { AuthCard } from "@/components/auth/auth-card";
import { CONFIRM_EMAIL_COPY } from "@/lib/content/account-security";
import { createMetadata } from "@/lib/seo/metadata";

export const metadata = createMetadata({
  title: CONFIRM_EMAIL_COPY.title,
  description: "Confirm the new email address of your account.",
  path: "/confirm-email",
  noIndex: true,
});

export default function ConfirmEmailPage() {
  return (
    <AuthCard title={CONFIRM_EMAIL_COPY.title} lead={CONFIRM_EMAIL_COPY.lead}>
      {/* The token is read on the client, so this page stays static. */}
      <Suspense>
        <ConfirmEmailStatus />
      </Suspense>
    </AuthCard>
  );
}
