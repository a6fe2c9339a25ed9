import { z } from "zod";

import type { ApiOperation } from "@/lib/openapi/operation";
import { timeEntryAnswerSchema, timeEntryPatchSchema } from "@/lib/validation/timesheets";

const pathParams = z.object({
  id: z.string().describe("A numeric engagement id"),
  entry_id: z.string().describe("A numeric time entry id"),
});

export const operations: ApiOperation[] = [
  {
    method: "patch",
    path: "/api/talent/engagements/{id}/time-entries/{entry_id}",
    summary:
      "Change an entry of an open or disputed week; moved to another day, both weeks are checked (422 past the cap or in a submitted or approved week)",
    tag: "Talent",
    token: "talent",
    pathParams,
    body: { schema: timeEntryPatchSchema, jsonOnly: true },
    success: { status: 200, description: "The entry", schema: timeEntryAnswerSchema },
    errors: [404, 409, 415, 422],
    errorDescriptions: { 409: "Not an hourly engagement, or the entry moved meanwhile" },
  },
  {
    method: "delete",
    path: "/api/talent/engagements/{id}/time-entries/{entry_id}",
    summary: "Delete an entry of an open or disputed week (422 in a submitted or approved week)",
    tag: "Talent",
    token: "talent",
    pathParams,
    success: { status: 204, description: "Deleted" },
    errors: [404, 409, 422],
    errorDescriptions: { 409: "Not an hourly engagement, or the entry moved meanwhile" },
  },
];
