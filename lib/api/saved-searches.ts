import { savedSearchSchema, type SavedSearch } from "@/lib/validation/saved-searches";
import { z } from "@/lib/validation/zod";

import { api } from "./client";

/** GET /api/talent/saved-searches. */
export const listSavedSearchesRequest = async (): Promise<SavedSearch[]> =>
  z.object({ data: z.array(savedSearchSchema) }).parse((await api.get("/api/talent/saved-searches")).data).data;

/** POST /api/talent/saved-searches: the board's filters as its query string has them, and a name. */
export const saveSearchRequest = async (name: string, query: Record<string, string>): Promise<SavedSearch> =>
  z.object({ data: savedSearchSchema }).parse((await api.post("/api/talent/saved-searches", { name, query })).data)
    .data;

/** DELETE /api/talent/saved-searches/{id}. */
export async function deleteSavedSearchRequest(id: number): Promise<void> {
  await api.delete(`/api/talent/saved-searches/${id}`);
}
