import { MissingBillingProfile } from "@/components/billing/missing-billing-profile";
import { EngagementsList } from "@/components/engagements/engagements-list";
import { ENGAGEMENTS_PAGE } from "@/lib/content/engagements";
import { createMetadata } from "@/lib/seo/metadata";
import { requireAreaSession } from "@/lib/server/auth/area-session";

export const metadata = createMetadata({
  title: ENGAGEMENTS_PAGE.title,
  description: ENGAGEMENTS_PAGE.clientLead,
  path: "/recruiter/engagements",
  noIndex: true,
});

export default async function RecruiterEngagementsPage() {
  await requireAreaSession("client", "/recruiter/engagements");
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{ENGAGEMENTS_PAGE.title}</h1>
        <p className="mt-2 text-ink-muted">{ENGAGEMENTS_PAGE.clientLead}</p>
      </header>
      <MissingBillingProfile />
      <section aria-labelledby="engagements-heading" className="flex flex-col gap-2">
        <h2 id="engagements-heading" className="text-lg font-semibold text-ink">
          {ENGAGEMENTS_PAGE.listHeading}
        </h2>
        <EngagementsList side="client" />
      </section>
    </div>
  );
}
