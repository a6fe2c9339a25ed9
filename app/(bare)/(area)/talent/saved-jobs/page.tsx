import { SAVED_JOBS_PAGE } from "@/lib/content/applications";
import { createMetadata } from "@/lib/seo/metadata";
import { listSavedSearches } from "@/lib/server/alerts/saved-searches";
import { listSavedJobs } from "@/lib/server/applications/saved-jobs";
import { accountRowId, requireAreaSession } from "@/lib/server/auth/area-session";
import { getDb } from "@/lib/server/db/client";
import { notificationSetting } from "@/lib/server/notifications/preferences";

import { JobAlertsSection } from "./_components/job-alerts-section";
import { SavedJobsList } from "./_components/saved-jobs-list";

export const metadata = createMetadata({
  title: SAVED_JOBS_PAGE.title,
  description: "The jobs you saved and your job alerts.",
  path: "/talent/saved-jobs",
  noIndex: true,
});

export default async function TalentSavedJobsPage() {
  const account = await requireAreaSession("talent", "/talent/saved-jobs");
  const db = await getDb();
  const talentId = accountRowId(account);
  const [saved, searches, alerts] = await Promise.all([
    listSavedJobs(db, talentId),
    listSavedSearches(db, talentId),
    notificationSetting(db, "talent", talentId, "job_alerts"),
  ]);
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{SAVED_JOBS_PAGE.title}</h1>
        <p className="mt-2 text-ink-muted">{SAVED_JOBS_PAGE.lead}</p>
      </header>
      <SavedJobsList initial={saved} />
      <JobAlertsSection initial={searches} alertsOn={alerts === "on"} />
    </div>
  );
}
