import "server-only";

import { and, asc, count, eq, sql } from "drizzle-orm";

import { boardParams, boardPath, describeFilters } from "@/lib/alerts/saved-search-query";
import { jobFiltersSchema } from "@/lib/validation/jobs";
import {
  SAVED_SEARCHES_MAX,
  savedSearchInputSchema,
  type SavedSearch,
  type SavedSearchFilters,
} from "@/lib/validation/saved-searches";

import { savedSearches, talents } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";

type SavedSearchRow = typeof savedSearches.$inferSelect;

/** A stored query read back as filters; null if it no longer passes the board's schema (then it matches nothing). */
export function storedFilters(query: Record<string, unknown>): SavedSearchFilters | null {
  const parsed = jobFiltersSchema.safeParse(query);
  return parsed.success ? parsed.data : null;
}

function toSavedSearch(row: SavedSearchRow): SavedSearch {
  const filters = storedFilters(row.query) ?? {};
  const params = boardParams(filters);
  return {
    id: row.id,
    name: row.name,
    query: params,
    summary: describeFilters(filters),
    board_path: boardPath(params),
    created_at: row.createdAt.toISOString(),
  };
}

/** The talent's saved searches, oldest first (the order they were made in). */
export async function listSavedSearches(db: Db, talentId: number): Promise<SavedSearch[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.talentId, talentId))
    .orderBy(asc(savedSearches.id));
  return rows.map(toSavedSearch);
}

/**
 * Saves a search (body as the API takes it). The cap is checked with the talent's row locked, so concurrent saves
 * cannot pass it together. The query is stored as the board's parameters, already normalised.
 */
export async function createSavedSearch(db: Db, talentId: number, body: unknown): Promise<SavedSearch> {
  const input = savedSearchInputSchema.parse(body);
  return db.transaction(async (tx) => {
    await tx.select({ id: talents.id }).from(talents).where(eq(talents.id, talentId)).for("update");
    const [{ saved } = { saved: 0 }] = await tx
      .select({ saved: count() })
      .from(savedSearches)
      .where(eq(savedSearches.talentId, talentId));
    if (saved >= SAVED_SEARCHES_MAX) {
      throw apiError(
        "unprocessable",
        `You can save up to ${SAVED_SEARCHES_MAX} searches. Delete one to save another.`,
        {
          name: [`You can save up to ${SAVED_SEARCHES_MAX} searches.`],
        },
      );
    }
    const [row] = await tx
      .insert(savedSearches)
      .values({ talentId, name: input.name, query: boardParams(input.query), alertedThrough: sql`now()` })
      .returning();
    return toSavedSearch(row!);
  });
}

/** Deletes one of the talent's searches; another talent's (or none) is not found. */
export async function deleteSavedSearch(db: Db, talentId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.talentId, talentId)))
    .returning({ id: savedSearches.id });
  if (deleted.length === 0) throw apiError("not_found", "Saved search not found.");
}
