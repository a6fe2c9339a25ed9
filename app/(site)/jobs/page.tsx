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

// Rendered per request: any query string. A bare /jobs is rewritten by proxy.ts to the cached board/1.
export default async function JobsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <JobsBoard filters={toFilters(await searchParams)} />;
}
