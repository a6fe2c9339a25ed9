import Link from "next/link";

import { buttonClass } from "@/components/ui/button-styles";
import { BILLING_NOTICE } from "@/lib/content/billing";

/** Tells a company without a billing profile that no invoice is issued before it exists, and where to add it. */
export function BillingProfileNotice({ linked = true }: { linked?: boolean }) {
  return (
    <section
      aria-labelledby="billing-notice-heading"
      className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="min-w-0">
        <h2 id="billing-notice-heading" className="text-base font-semibold text-amber-900">
          {BILLING_NOTICE.title}
        </h2>
        <p className="mt-1 text-sm text-amber-900">{BILLING_NOTICE.body}</p>
      </div>
      {linked ? (
        <Link href="/recruiter/billing" className={buttonClass("primary", "sm", "shrink-0 self-start sm:self-auto")}>
          {BILLING_NOTICE.action}
        </Link>
      ) : null}
    </section>
  );
}
