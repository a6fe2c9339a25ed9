import { BILLING_PAGE } from "@/lib/content/billing";
import { createMetadata } from "@/lib/seo/metadata";
import { requireAreaSession } from "@/lib/server/auth/area-session";

import { BillingView } from "./_components/billing-view";

export const metadata = createMetadata({
  title: BILLING_PAGE.title,
  description: BILLING_PAGE.lead,
  path: "/recruiter/billing",
  noIndex: true,
});

export default async function RecruiterBillingPage() {
  await requireAreaSession("client", "/recruiter/billing");
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{BILLING_PAGE.title}</h1>
        <p className="mt-2 text-ink-muted">{BILLING_PAGE.lead}</p>
      </header>
      <BillingView />
    </div>
  );
}
