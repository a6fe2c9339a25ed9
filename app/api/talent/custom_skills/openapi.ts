import { list, type ApiOperation } from "@/lib/openapi/operation";
import { customSkillsQuerySchema, skillSchema } from "@/lib/validation/catalog";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/talent/custom_skills",
    summary: "Search the skills catalogue",
    tag: "Catalogue",
    query: customSkillsQuerySchema,
    success: {
      status: 200,
      description: "Matching skills, names starting with the search first",
      schema: list(skillSchema),
    },
    errors: [422],
  },
];
