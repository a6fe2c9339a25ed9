import { list, type ApiOperation } from "@/lib/openapi/operation";
import { categoryIdParamSchema, jobInterestSchema } from "@/lib/validation/catalog";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/talent/job-interests/{id}",
    summary: "Roles a talent of a category can want",
    tag: "Catalogue",
    pathParams: categoryIdParamSchema,
    success: { status: 200, description: "The category's job interests", schema: list(jobInterestSchema) },
    errors: [404],
  },
];
