import { categoryParam } from "@/lib/server/catalog/category-param";
import { listSkillsOfCategory } from "@/lib/server/catalog/queries";
import { apiRoute } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";

// GET /api/talent/skills/[id] – the skills of a category (1, 2 or 3); 404 for any other id
export const GET = apiRoute<{ id: string }>(async ({ params, db }) =>
  ok(await listSkillsOfCategory(db, categoryParam(params.id))),
);
