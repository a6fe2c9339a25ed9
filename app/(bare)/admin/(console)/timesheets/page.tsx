import { ConsolePageHeader } from "@/components/manage/console-page-header";
import { EmptyState } from "@/components/ui/empty-state";
import { CONSOLE_TIMESHEETS_COPY as COPY } from "@/lib/content/timesheets";
import { createMetadata } from "@/lib/seo/metadata";
import { getDb } from "@/lib/server/db/client";
import { requireManager } from "@/lib/server/manage/manager-session";
import { listManagedTimesheets } from "@/lib/server/timesheets/list-timesheets";

import { DisputeList } from "./_components/dispute-list";

export const metadata = createMetadata({
  title: COPY.title,
  description: COPY.lead,
  path: "/admin/timesheets",
  noIndex: true,
});

export default async function ConsoleTimesheetsPage() {
  await requireManager("/admin/timesheets");
  const disputes = await listManagedTimesheets(await getDb(), new URLSearchParams({ status: "disputed" }));
  return (
    <div className="flex flex-col gap-6">
      <ConsolePageHeader title={COPY.title} lead={COPY.lead} />
      {disputes.length === 0 ? (
        <EmptyState title={COPY.emptyTitle} body={COPY.emptyBody} />
      ) : (
        <DisputeList disputes={disputes} />
      )}
    </div>
  );
}
