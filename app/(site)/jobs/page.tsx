import { jobsPageCopy } from "@/lib/content/jobs";
import { createMetadata } from "@/lib/seo/metadata";
import { pageSearchParams, type PageSearchParams as SearchParams } from "@/lib/validation/search-params";

import { JobsBoard } from "./_components/jobs-board";

export const metadata = createMetadata({
  title: jobsPageCopy.title,
  description: jobsPageCopy.lead,
  path: "/jobs",
});

function toFilters(searchParams: SearchParams): Record<string, string> {
  const filters = pageSearchParams(searchParams);
  delete filters.per_page; // the board always shows 12 jobs per page, whatever the URL asks
  return filters;
}

/*
 * Rendered per request, so its scripts carry a fresh Content-Security-Policy nonce (a cached render could
 * carry neither a nonce nor hashes known before it exists). The job list itself is cached per instance
 * (lib/server/jobs/list-jobs.ts), so a render costs one sequence read for a repeated query.
 */
export default async function JobsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <JobsBoard filters={toFilters(await searchParams)} />;
}
