import { JobCard } from "@/components/jobs/job-card";
import { Container } from "@/components/ui/container";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { jobsPageCopy } from "@/lib/content/jobs";
import { CATALOG_SKILL_NAMES } from "@/lib/server/catalog/skill-catalog";
import { getDb } from "@/lib/server/db/client";
import { listJobs } from "@/lib/server/jobs";
import { JOBS_PER_PAGE, jobsQuerySchema, type JobsPage } from "@/lib/validation/jobs";

import { JobFilters } from "./job-filters";
import { SaveSearch } from "./save-search";

type Result = { kind: "ok"; page: JobsPage } | { kind: "invalid"; messages: string[] } | { kind: "error" };

async function loadJobs(filters: Record<string, string>): Promise<Result> {
  const parsed = jobsQuerySchema.safeParse({ ...filters, per_page: JOBS_PER_PAGE });
  if (!parsed.success) return { kind: "invalid", messages: parsed.error.issues.map((issue) => issue.message) };
  try {
    return { kind: "ok", page: await listJobs(await getDb(), parsed.data) };
  } catch (error) {
    console.error("[jobs] listing failed", error);
    return { kind: "error" };
  }
}

function Results({ result, filters }: { result: Result; filters: Record<string, string> }) {
  if (result.kind === "error") {
    return (
      <EmptyState
        tone="error"
        title={jobsPageCopy.errorTitle}
        body={jobsPageCopy.errorBody}
        action={{ href: "/jobs", label: "Try again" }}
      />
    );
  }
  if (result.kind === "invalid") {
    return (
      <EmptyState
        tone="error"
        title={jobsPageCopy.invalidTitle}
        body="Change or clear these filters:"
        details={result.messages}
        action={{ href: "/jobs", label: "Clear filters" }}
      />
    );
  }
  const { data, meta } = result.page;
  if (data.length === 0) {
    return (
      <EmptyState
        tone="empty"
        title={jobsPageCopy.emptyTitle}
        body={jobsPageCopy.emptyBody}
        action={{ href: "/jobs", label: "Clear filters" }}
      />
    );
  }
  const count = jobsPageCopy.count(meta);
  return (
    <>
      <p className="mb-4 text-sm text-ink-muted" aria-live="polite">
        <span className="font-semibold text-ink">{count.number}</span> {count.noun} · page {meta.page} of{" "}
        {meta.last_page}
      </p>
      <ul className="space-y-4">
        {data.map((job) => (
          <li key={job.id}>
            <JobCard job={job} />
          </li>
        ))}
      </ul>
      <Pagination path="/jobs" filters={filters} page={meta.page} lastPage={meta.last_page} />
    </>
  );
}

/** The job board for one set of filters. */
export async function JobsBoard({ filters }: { filters: Record<string, string> }) {
  const result = await loadJobs(filters);
  return (
    <>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <Container className="pb-8 pt-14 sm:pt-20">
          <h1 className="text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">{jobsPageCopy.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-ink-muted">{jobsPageCopy.lead}</p>
          <div className="mt-8">
            <JobFilters values={filters} skillNames={CATALOG_SKILL_NAMES} />
            <SaveSearch filters={filters} />
          </div>
        </Container>
      </div>
      <Container className="pb-20 pt-4">
        <Results result={result} filters={filters} />
      </Container>
    </>
  );
}
