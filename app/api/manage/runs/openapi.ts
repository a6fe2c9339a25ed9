import type { ApiOperation } from "@/lib/openapi/operation";
import { runsResponseSchema } from "@/lib/validation/runs";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/manage/runs",
    summary: "The named runs (the weekly summary, …): last start, end, outcome, summary line and next scheduled time",
    tag: "Manager",
    token: "manager",
    success: { status: 200, description: "Every run", schema: runsResponseSchema },
    errors: [],
  },
];
