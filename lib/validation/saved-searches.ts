import { SAVED_SEARCH_NAME_MAX } from "@/lib/alerts/saved-search-limits";

import { jobFiltersSchema } from "./jobs";
import { z } from "./zod";

export { SAVED_SEARCHES_MAX, SAVED_SEARCH_NAME_MAX } from "@/lib/alerts/saved-search-limits";

export type SavedSearchFilters = z.output<typeof jobFiltersSchema>;

/** POST /api/talent/saved-searches: the board's filters (paging and order are not part of a search) and a name. */
export const savedSearchInputSchema = z.object({
  name: z
    .string({ error: "Give the search a name." })
    .trim()
    .min(1, { error: "Give the search a name." })
    .max(SAVED_SEARCH_NAME_MAX, { error: `The name may not be longer than ${SAVED_SEARCH_NAME_MAX} characters.` }),
  query: jobFiltersSchema.describe("The board's filters, as on /jobs (page, per_page and sort are ignored)."),
});

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  query: z.record(z.string(), z.string()).describe("The filters as the board's query string parameters"),
  summary: z.string().describe("The filters in words, e.g. “react” · Software Development · Senior"),
  board_path: z.string().describe("The board with these filters, e.g. /jobs?search=react&category=1"),
  created_at: z.iso.datetime({ offset: true }),
});

export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchIdParamSchema = z.object({ id: z.string().describe("The saved search's id") });
