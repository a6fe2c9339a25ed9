import { EngagementsList } from "@/components/engagements/engagements-list";
import { OpenOffers } from "@/components/offers/open-offers";
import { ENGAGEMENTS_PAGE } from "@/lib/content/engagements";
import { createMetadata } from "@/lib/seo/metadata";
import { requireAreaSession } from "@/lib/server/auth/area-session";

export const metadata = createMetadata({
  title: ENGAGEMENTS_PAGE.title,
  description: ENGAGEMENTS_PAGE.talentLead,
  path: "/talent/engagements",
  noIndex: true,
});

export default async function TalentEngagementsPage() {
  await requireAreaSession("talent", "/talent/engagements");
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{ENGAGEMENTS_PAGE.title}</h1>
        <p className="mt-2 text-ink-muted">{ENGAGEMENTS_PAGE.talentLead}</p>
      </header>
      <OpenOffers />
      <section aria-labelledby="engagements-heading" className="flex flex-col gap-2">
        <h2 id="engagements-heading" className="text-lg font-semibold text-ink">
          {ENGAGEMENTS_PAGE.listHeading}
        </h2>
        <EngagementsList side="talent" />
      </section>
    </div>
  );
}
