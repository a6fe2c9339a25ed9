import { list, type ApiOperation } from "@/lib/openapi/operation";
import { categoryIdParamSchema, skillSchema } from "@/lib/validation/catalog";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/talent/skills/{id}",
    summary: "Skills of a category",
    tag: "Catalogue",
    pathParams: categoryIdParamSchema,
    success: { status: 200, description: "The category's skills", schema: list(skillSchema) },
    errors: [404],
  },
];
