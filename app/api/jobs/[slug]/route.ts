import { apiRoute, methodNotAllowed } from "@/lib/server/http/api-handler";
import { notFound } from "@/lib/server/http/errors";
import { ok } from "@/lib/server/http/respond";
import { getJobBySlug } from "@/lib/server/jobs";

export const GET = apiRoute<{ slug: string }>(async ({ params, db }) => {
  const job = await getJobBySlug(db, params.slug);
  if (!job) throw notFound("Job not found.");
  return ok(job);
});

const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
