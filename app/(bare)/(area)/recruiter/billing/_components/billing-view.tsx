"use client";

import { BillingProfileNotice } from "@/components/billing/billing-profile-notice";
import { cardClass } from "@/components/ui/card";
import { LoadFailed, Loading } from "@/components/ui/load-status";
import { useLoad } from "@/components/ui/use-load";
import { billingProfileRequest } from "@/lib/api/billing";
import { BILLING_PAGE as copy } from "@/lib/content/billing";

import { BillingProfileForm } from "./billing-profile-form";
import { ClientInvoices } from "./client-invoices";

/**
 * The billing page's body. Before the profile exists: the notice, then the form (the invoices below are none). After:
 * the invoices first, what a company comes back for, then the profile.
 */
export function BillingView() {
  const { load, reload, show } = useLoad(billingProfileRequest);
  const invoices = (
    <section key="invoices" aria-labelledby="invoices-heading" className="flex flex-col gap-3">
      <h2 id="invoices-heading" className="text-lg font-semibold text-ink">
        {copy.invoicesHeading}
      </h2>
      <ClientInvoices />
    </section>
  );
  if (load.state === "loading") return <Loading text={copy.loading} />;
  if (load.state === "failed")
    return (
      <>
        <LoadFailed message={copy.profileFailed} retry={copy.retry} onRetry={reload} />
        {invoices}
      </>
    );
  const profile = load.value;
  const profileSection = (
    <section key="profile" aria-labelledby="profile-heading" className={cardClass("p-5 shadow-sm sm:p-6")}>
      <h2 id="profile-heading" className="text-lg font-semibold text-ink">
        {copy.profileHeading}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{copy.profileLead}</p>
      <div className="mt-5">
        <BillingProfileForm profile={profile} onSaved={show} />
      </div>
    </section>
  );
  // Keyed, so the form keeps its state (the "saved" line) when the first save moves it below the invoices.
  return profile
    ? [invoices, profileSection]
    : [<BillingProfileNotice key="notice" linked={false} />, profileSection, invoices];
}
