// PUT, DELETE /api/talent/saved-jobs/{slug} – save or unsave a job (both idempotent)
import { saveJob, unsaveJob } from "@/lib/server/applications/saved-jobs";
import { authedRoute, methodNotAllowed } from "@/lib/server/http/api-handler";
import { noContent, ok } from "@/lib/server/http/respond";

export const PUT = authedRoute<{ slug: string }>("talent", async ({ db, account, params }) =>
  ok(await saveJob(db, account.id, params.slug)),
);

export const DELETE = authedRoute<{ slug: string }>("talent", async ({ db, account, params }) => {
  await unsaveJob(db, account.id, params.slug);
  return noContent();
});

const notAllowed = methodNotAllowed(["PUT", "DELETE"]);
export { notAllowed as GET, notAllowed as POST, notAllowed as PATCH };
