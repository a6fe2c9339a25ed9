import { z } from "zod";

import type { ApiOperation } from "@/lib/openapi/operation";
import { timesheetAnswerSchema } from "@/lib/validation/timesheets";

const pathParams = z.object({ id: z.string().describe("A numeric timesheet id") });

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/client/timesheets/{id}/approve",
    summary: "Approve a submitted week: it is locked for good and goes on the month's invoice",
    tag: "Client",
    token: "client",
    pathParams,
    success: { status: 200, description: "The approved week", schema: timesheetAnswerSchema },
    errors: [404, 409],
    errorDescriptions: { 409: "The week is not submitted" },
  },
];
