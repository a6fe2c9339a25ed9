import { ResendVerificationButton } from "@/components/dashboard/resend-verification-button";
import { APPLY_VERIFY_NOTICE } from "@/lib/content/verified-email";

/** In place of Apply while the talent's email is not verified: why, and a new link on request. */
export function VerifyToApply({ email }: { email: string }) {
  return (
    <section
      aria-labelledby="verify-to-apply-heading"
      className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4"
    >
      <h3 id="verify-to-apply-heading" className="font-semibold text-amber-950">
        {APPLY_VERIFY_NOTICE.heading}
      </h3>
      <p className="mt-1 mb-3 text-sm break-words text-amber-900">{APPLY_VERIFY_NOTICE.text(email)}</p>
      <ResendVerificationButton kind="talent" align="start" />
    </section>
  );
}
