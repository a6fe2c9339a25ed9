import { EmptyState } from "@/components/ui/empty-state";
import { CONSOLE_JOBS_COPY as COPY } from "@/lib/content/job-review";
import { createMetadata } from "@/lib/seo/metadata";
import { getDb } from "@/lib/server/db/client";
import { listReports } from "@/lib/server/manage/job-reports";
import { listManageJobs, reviewWorkCounts } from "@/lib/server/manage/manage-jobs";
import { requireManager } from "@/lib/server/manage/manager-session";
import { MANAGE_JOB_FILTERS, type ManageJobFilter } from "@/lib/validation/job-review";

import { AllJobsFilter } from "./_components/all-jobs-filter";
import { CONSOLE_TABS, consoleJobsHref, type ConsoleJobsView, type ConsoleTab } from "./_components/console-jobs-url";
import { ConsolePager } from "./_components/console-pager";
import { ConsoleTabs } from "./_components/console-tabs";
import { ManageJobList } from "./_components/manage-job-list";
import { ReportList } from "./_components/report-list";

export const metadata = createMetadata({
  title: "Jobs",
  description: "Job review and reports.",
  path: "/admin/jobs",
  noIndex: true,
});

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

/** The address's view, with anything unknown read as the default (a console page never answers 4xx for a query). */
function viewOf(params: Record<string, string | string[] | undefined>): ConsoleJobsView {
  const tab = first(params.tab);
  const status = first(params.status);
  const page = Number(first(params.page));
  return {
    tab: (CONSOLE_TABS as readonly string[]).includes(tab) ? (tab as ConsoleTab) : "queue",
    status: (MANAGE_JOB_FILTERS as readonly string[]).includes(status) ? (status as ManageJobFilter) : "all",
    q: first(params.q).trim().slice(0, 200),
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
  };
}

async function TabContent({ view }: { view: ConsoleJobsView }) {
  const db = await getDb();
  if (view.tab === "reports") {
    const { data, meta } = await listReports(db, { status: "open", page: view.page });
    if (data.length === 0)
      return (
        <EmptyState
          title={COPY.reportsEmptyTitle}
          body={COPY.reportsEmptyBody}
          action={{ href: consoleJobsHref({ tab: "all" }), label: COPY.tabs.all }}
          actionVariant="secondary"
        />
      );
    return (
      <>
        <ReportList reports={data} showJob />
        <ConsolePager view={view} lastPage={meta.last_page} />
      </>
    );
  }
  const queue = view.tab === "queue";
  const { data, meta } = await listManageJobs(db, {
    status: queue ? "pending_review" : view.status,
    q: queue ? undefined : view.q || undefined,
    page: view.page,
  });
  const empty = queue ? (
    <EmptyState
      title={COPY.queueEmptyTitle}
      body={COPY.queueEmptyBody}
      action={{ href: consoleJobsHref({ tab: "all" }), label: COPY.tabs.all }}
      actionVariant="secondary"
    />
  ) : (
    <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-8 text-center text-sm text-ink-muted">
      <span className="block font-semibold text-ink">{COPY.allEmptyTitle}</span>
      {COPY.allEmptyBody}
    </p>
  );
  return (
    <>
      {queue ? null : <AllJobsFilter status={view.status} q={view.q} />}
      {data.length === 0 ? empty : <ManageJobList jobs={data} queue={queue} />}
      <ConsolePager view={view} lastPage={meta.last_page} />
    </>
  );
}

export default async function ConsoleJobsPage({ searchParams }: PageProps<"/admin/jobs">) {
  const params = await searchParams;
  await requireManager(consoleJobsHref(viewOf(params)));
  const view = viewOf(params);
  const counts = await reviewWorkCounts(await getDb());
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{COPY.title}</h1>
        <p className="mt-2 text-ink-muted">{COPY.lead}</p>
      </header>
      <ConsoleTabs current={view.tab} counts={counts} />
      <TabContent view={view} />
    </div>
  );
}
