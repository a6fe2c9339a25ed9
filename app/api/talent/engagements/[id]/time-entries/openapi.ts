import { z } from "zod";

import type { ApiOperation } from "@/lib/openapi/operation";
import {
  timeEntriesAnswerSchema,
  timeEntriesQuerySchema,
  timeEntryAnswerSchema,
  timeEntryRequestSchema,
} from "@/lib/validation/timesheets";

const pathParams = z.object({ id: z.string().describe("A numeric engagement id") });

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/talent/engagements/{id}/time-entries",
    summary: "Own time entries on an hourly engagement by day: all, or one company week's (week = its Monday)",
    tag: "Talent",
    token: "talent",
    pathParams,
    query: timeEntriesQuerySchema,
    success: { status: 200, description: "Entries, by day", schema: timeEntriesAnswerSchema },
    errors: [404, 409, 422],
    errorDescriptions: { 409: "Not an hourly engagement" },
  },
  {
    method: "post",
    path: "/api/talent/engagements/{id}/time-entries",
    summary:
      "Log time on a day (talent's calendar) into the company week holding that day's midday; 422 past the week's cap, in a submitted or approved week, in the future or outside the engagement",
    tag: "Talent",
    token: "talent",
    pathParams,
    body: { schema: timeEntryRequestSchema, jsonOnly: true },
    success: { status: 201, description: "The entry", schema: timeEntryAnswerSchema },
    errors: [404, 409, 415, 422],
    errorDescriptions: { 409: "Not an hourly engagement" },
  },
];
