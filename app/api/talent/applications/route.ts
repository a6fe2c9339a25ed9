import { applyToJob } from "@/lib/server/applications/apply";
import { listTalentApplications } from "@/lib/server/applications/talent-applications";
import { authedRoute } from "@/lib/server/http/api-handler";
import { readBody } from "@/lib/server/http/body";
import { created, ok } from "@/lib/server/http/respond";
import { RESUME_MAX_BYTES } from "@/lib/validation/profile";

// GET /api/talent/applications – the talent's applications, newest first, with stage and public history
export const GET = authedRoute("talent", async ({ db, account }) => ok(await listTalentApplications(db, account.id)));

// POST /api/talent/applications – apply to an open job (JSON, or multipart with a résumé PDF); 422 naming what is missing
export const POST = authedRoute("talent", async ({ db, account, request }) => {
  const body = await readBody(request, { maxBytes: RESUME_MAX_BYTES + 64 * 1024 });
  return created(await applyToJob(db, account.id, body));
});
