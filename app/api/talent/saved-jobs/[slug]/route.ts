import { saveJob, unsaveJob } from "@/lib/server/applications/saved-jobs";
import { authedRoute } from "@/lib/server/http/api-handler";
import { noContent, ok } from "@/lib/server/http/respond";

// PUT /api/talent/saved-jobs/[slug] – save a job (idempotent)
export const PUT = authedRoute<{ slug: string }>("talent", async ({ db, account, params }) =>
  ok(await saveJob(db, account.id, params.slug)),
);

// DELETE /api/talent/saved-jobs/[slug] – unsave a job (idempotent)
export const DELETE = authedRoute<{ slug: string }>("talent", async ({ db, account, params }) => {
  await unsaveJob(db, account.id, params.slug);
  return noContent();
});
