import { createSavedSearch, listSavedSearches } from "@/lib/server/alerts/saved-searches";
import { authedRoute } from "@/lib/server/http/api-handler";
import { readJson } from "@/lib/server/http/json-body";
import { created, ok } from "@/lib/server/http/respond";

// GET /api/talent/saved-searches – the talent's saved searches of the jobs board (job alerts), oldest first
export const GET = authedRoute("talent", async ({ db, account }) => ok(await listSavedSearches(db, account.id)));

// POST /api/talent/saved-searches – save a search of the jobs board; jobs published later that match it are mailed daily
export const POST = authedRoute("talent", async ({ db, account, request }) =>
  created(await createSavedSearch(db, account.id, await readJson(request))),
);
