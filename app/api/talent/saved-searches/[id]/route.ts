import { deleteSavedSearch } from "@/lib/server/alerts/saved-searches";
import { authedRoute } from "@/lib/server/http/api-handler";
import { idParam } from "@/lib/server/http/id-param";
import { noContent } from "@/lib/server/http/respond";

// DELETE /api/talent/saved-searches/[id] – delete one of the talent's saved searches (its alerts stop)
export const DELETE = authedRoute<{ id: string }>("talent", async ({ db, account, params }) => {
  await deleteSavedSearch(db, account.id, idParam(params.id, "Saved search"));
  return noContent();
});
