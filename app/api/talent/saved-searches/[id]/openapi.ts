import type { ApiOperation } from "@/lib/openapi/operation";
import { savedSearchIdParamSchema } from "@/lib/validation/saved-searches";

export const operations: ApiOperation[] = [
  {
    method: "delete",
    path: "/api/talent/saved-searches/{id}",
    summary: "Delete one of the talent's saved searches (its alerts stop); another talent's is not found",
    tag: "Talent",
    token: "talent",
    pathParams: savedSearchIdParamSchema,
    success: { status: 204, description: "Deleted" },
    errors: [404],
  },
];
