import { jobFiltersSchema } from "@/lib/validation/jobs";

import { SAVED_SEARCH_NAME_MAX } from "./saved-search-limits";
import { describeFilters } from "./saved-search-query";

// Paging and order are how the board shows a search, not part of it.
const NOT_FILTERS = new Set(["page", "per_page", "sort"]);

export type SavedSearchOffer = { query: Record<string, string>; suggested: string };

/**
 * What the board's "Save this search" offers for its query string: the filters to save and a name in words.
 * Null for filters the board refused. Computed on the server, so the board's bundle carries no schemas.
 */
export function savedSearchOffer(filters: Record<string, string>): SavedSearchOffer | null {
  const query = Object.fromEntries(Object.entries(filters).filter(([key]) => !NOT_FILTERS.has(key)));
  const parsed = jobFiltersSchema.safeParse(query);
  if (!parsed.success) return null;
  return { query, suggested: describeFilters(parsed.data).slice(0, SAVED_SEARCH_NAME_MAX) };
}
