import { apiRoute } from "@/lib/server/http/api-handler";
import { apiError } from "@/lib/server/http/error-codes";
import { ok } from "@/lib/server/http/respond";
import { getJobBySlug, jobVisibilityBySlug } from "@/lib/server/jobs";

// GET /api/jobs/[slug] – one open job; 410 once it is closed, 404 for a draft or an unknown slug
export const GET = apiRoute<{ slug: string }>(async ({ params, db }) => {
  const job = await getJobBySlug(db, params.slug);
  if (job) return ok(job);
  if ((await jobVisibilityBySlug(db, params.slug)) === "closed")
    throw apiError("gone", "This job is closed and no longer takes applications.");
  throw apiError("not_found", "Job not found.");
});
