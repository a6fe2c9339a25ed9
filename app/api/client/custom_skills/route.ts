import { searchSkills } from "@/lib/server/catalog/queries";
import { apiRoute } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";
import { customSkillsQuerySchema } from "@/lib/validation/catalog";
import { searchParamsToObject } from "@/lib/validation/search-params";

// GET /api/client/custom_skills – search the skills catalogue (?search= text the name contains)
export const GET = apiRoute(async ({ request, db }) => {
  const query = customSkillsQuerySchema.parse(searchParamsToObject(request.nextUrl.searchParams));
  return ok(await searchSkills(db, query));
});
