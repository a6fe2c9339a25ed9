import { bearerToken, resolveAnyToken } from "@/lib/server/auth/tokens";
import { apiRoute } from "@/lib/server/http/api-handler";
import { unauthorized } from "@/lib/server/http/errors";
import { readJson } from "@/lib/server/http/json-body";
import { created } from "@/lib/server/http/respond";
import { reportJob } from "@/lib/server/jobs/report-job";
import { reportRequestSchema } from "@/lib/validation/job-review";

// POST /api/jobs/[slug]/report – a signed-in talent or client reports a job; 409 when they already did
export const POST = apiRoute<{ slug: string }>(async ({ db, request, params }) => {
  const token = bearerToken(request);
  const viewer = token ? await resolveAnyToken(db, token) : null;
  if (!viewer || viewer.kind === "manager") throw unauthorized();
  return created(
    await reportJob(
      db,
      { kind: viewer.kind, id: viewer.id },
      params.slug,
      reportRequestSchema.parse(await readJson(request)),
    ),
  );
});
