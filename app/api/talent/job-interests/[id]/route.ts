import { categoryParam } from "@/lib/server/catalog/category-param";
import { listJobInterests } from "@/lib/server/catalog/queries";
import { apiRoute } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";

// GET /api/talent/job-interests/[id] – the job interests of a category (1, 2 or 3); 404 for any other id
export const GET = apiRoute<{ id: string }>(async ({ params, db }) =>
  ok(await listJobInterests(db, categoryParam(params.id))),
);
