import { APPLICATIONS_PAGE } from "@/lib/content/applications";
import { createMetadata } from "@/lib/seo/metadata";
import { listTalentApplications } from "@/lib/server/applications/talent-applications";
import { accountRowId, requireAreaSession } from "@/lib/server/auth/area-session";
import { getDb } from "@/lib/server/db/client";

import { ApplicationsList } from "./_components/applications-list";

export const metadata = createMetadata({
  title: APPLICATIONS_PAGE.title,
  description: "The jobs you applied for and where each application stands.",
  path: "/talent/applications",
  noIndex: true,
});

export default async function TalentApplicationsPage() {
  const account = await requireAreaSession("talent", "/talent/applications");
  const applications = await listTalentApplications(await getDb(), accountRowId(account));
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{APPLICATIONS_PAGE.title}</h1>
        <p className="mt-2 text-ink-muted">{APPLICATIONS_PAGE.lead}</p>
      </header>
      <ApplicationsList initial={applications} />
    </div>
  );
}
