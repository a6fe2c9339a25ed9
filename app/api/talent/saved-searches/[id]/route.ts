// DELETE /api/talent/saved-searches/{id} – delete one of the talent's saved searches (its alerts stop)
import { deleteSavedSearch } from "@/lib/server/alerts/saved-searches";
import { authedRoute, methodNotAllowed } from "@/lib/server/http/api-handler";
import { idParam } from "@/lib/server/http/id-param";
import { noContent } from "@/lib/server/http/respond";

export const DELETE = authedRoute<{ id: string }>("talent", async ({ db, account, params }) => {
  await deleteSavedSearch(db, account.id, idParam(params.id, "Saved search"));
  return noContent();
});

const notAllowed = methodNotAllowed(["DELETE"]);
export { notAllowed as GET, notAllowed as POST, notAllowed as PUT, notAllowed as PATCH };
