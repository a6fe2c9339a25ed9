import { jobsPageCopy } from "@/lib/content/jobs";
import { createMetadata } from "@/lib/seo/metadata";
import { searchParamsToObject } from "@/lib/validation/jobs";
import { JobsBoard } from "./_components/jobs-board";

export const metadata = createMetadata({
  title: jobsPageCopy.title,
  description: jobsPageCopy.lead,
  path: "/jobs",
});

type SearchParams = Record<string, string | string[] | undefined>;

function toFilters(searchParams: SearchParams): Record<string, string> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    for (const one of [value].flat()) if (one !== undefined) params.append(key, one);
  }
  const filters = searchParamsToObject(params);
  delete filters.per_page; // the board always shows the spec's 12 per page
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
