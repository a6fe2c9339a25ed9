import { list, type ApiOperation } from "@/lib/openapi/operation";
import { industrySchema } from "@/lib/validation/catalog";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/talent/industries",
    summary: "Industries",
    tag: "Catalogue",
    success: { status: 200, description: "Every industry", schema: list(industrySchema) },
  },
];
