import "server-only";

import type { HirePage } from "@/lib/hire-pages/hire-pages";

import { getDb } from "../db/client";
import { versionedCache } from "../jobs/versioned-cache";
import { hirePageData, type HirePageData } from "./hire-page-data";
import { hirePagesGeneration } from "./revalidate";

/**
 * How stale another instance's copy can be: a change clears this instance's copies at once (revalidateHirePages),
 * and every instance reads again after this long, so many instances agree within a minute without a shared cache.
 */
export const HIRE_PAGE_TTL_MS = 60_000;

// One entry per page and database (tests open several); the generation in the key drops every older entry.
const cached = versionedCache<HirePageData>(HIRE_PAGE_TTL_MS, 64);

/** A page's data, read at most once a minute per instance, and again at once after a change on this instance. */
export async function cachedHirePageData(page: HirePage): Promise<HirePageData> {
  const db = await getDb();
  return cached(db, `${hirePagesGeneration()}:${page.path}`, () => hirePageData(db, page));
}
