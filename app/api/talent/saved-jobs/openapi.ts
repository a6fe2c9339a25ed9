import { list, type ApiOperation } from "@/lib/openapi/operation";
import { savedJobSchema } from "@/lib/validation/applications";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/talent/saved-jobs",
    summary: "The talent's saved jobs, newest save first; closed ones stay, with status closed",
    tag: "Talent",
    token: "talent",
    success: { status: 200, description: "The saved jobs", schema: list(savedJobSchema) },
  },
];
