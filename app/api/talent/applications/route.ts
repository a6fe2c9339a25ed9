// GET, POST /api/talent/applications – the talent's applications; POST applies to a job (JSON, or multipart with a résumé)
import { applyToJob } from "@/lib/server/applications/apply";
import { listTalentApplications } from "@/lib/server/applications/talent-applications";
import { authedRoute, methodNotAllowed } from "@/lib/server/http/api-handler";
import { readBody } from "@/lib/server/http/body";
import { created, ok } from "@/lib/server/http/respond";
import { RESUME_MAX_BYTES } from "@/lib/validation/profile";

export const GET = authedRoute("talent", async ({ db, account }) => ok(await listTalentApplications(db, account.id)));

export const POST = authedRoute("talent", async ({ db, account, request }) => {
  const body = await readBody(request, { maxBytes: RESUME_MAX_BYTES + 64 * 1024 });
  return created(await applyToJob(db, account.id, body));
});

const notAllowed = methodNotAllowed(["GET", "POST"]);
export { notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
