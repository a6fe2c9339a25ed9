import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { FORGOT_PASSWORD_COPY } from "@/lib/content/account-links";
import { createMetadata } from "@/lib/seo/metadata";

export const metadata = createMetadata({
  title: FORGOT_PASSWORD_COPY.title,
  description: "Get a link to choose a new password for your talent or recruiter account.",
  path: "/forgot-password",
  noIndex: true,
});

export default function ForgotPasswordPage() {
  return (
    <AuthCard title={FORGOT_PASSWORD_COPY.title} lead={FORGOT_PASSWORD_COPY.lead}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
