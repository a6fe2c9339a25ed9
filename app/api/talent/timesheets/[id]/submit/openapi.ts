import { z } from "zod";

import type { ApiOperation } from "@/lib/openapi/operation";
import { timesheetAnswerSchema } from "@/lib/validation/timesheets";

const pathParams = z.object({ id: z.string().describe("A numeric timesheet id") });

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/talent/timesheets/{id}/submit",
    summary:
      "Submit an open week, or a disputed one once corrected: the client has 3 days to approve or dispute it (a reason given before stays until then)",
    tag: "Talent",
    token: "talent",
    pathParams,
    success: { status: 200, description: "The submitted week", schema: timesheetAnswerSchema },
    errors: [404, 409, 422],
    errorDescriptions: { 409: "The week is not open or disputed" },
  },
];
