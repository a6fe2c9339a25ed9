import { PAYOUTS_PAGE } from "@/lib/content/billing";
import { createMetadata } from "@/lib/seo/metadata";
import { requireAreaSession } from "@/lib/server/auth/area-session";

import { PayoutsList } from "./_components/payouts-list";

export const metadata = createMetadata({
  title: PAYOUTS_PAGE.title,
  description: PAYOUTS_PAGE.lead,
  path: "/talent/payouts",
  noIndex: true,
});

export default async function TalentPayoutsPage() {
  await requireAreaSession("talent", "/talent/payouts");
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{PAYOUTS_PAGE.title}</h1>
        <p className="mt-2 text-ink-muted">{PAYOUTS_PAGE.lead}</p>
      </header>
      <PayoutsList />
    </div>
  );
}
