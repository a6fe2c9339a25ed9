import { MONTH_PATTERN } from "@/lib/invoices/states";
import { RUN_NAMES, RUN_OUTCOMES } from "@/lib/runs/outcomes";

import { z } from "./zod";

export const runNameParamSchema = z.object({
  name: z.enum(RUN_NAMES).describe("The run's name, e.g. weekly-summary"),
});

export const runSchema = z.object({
  name: z.enum(RUN_NAMES),
  schedule: z.string().describe("When the run is scheduled, in words"),
  last_started_at: z.string().nullable(),
  last_finished_at: z.string().nullable(),
  last_outcome: z.enum(RUN_OUTCOMES).nullable(),
  last_summary: z.string().nullable(),
  running: z.boolean().describe("An instance holds the run now"),
  next_run_at: z.string().describe("When the schedule next starts it (ISO 8601, UTC)"),
});
export type RunJson = z.infer<typeof runSchema>;

export const runsResponseSchema = z.object({ data: z.array(runSchema) });

export const runResultSchema = z.object({
  data: z.object({ outcome: z.enum(RUN_OUTCOMES), summary: z.string(), run: runSchema }),
});
export type RunResultJson = z.infer<typeof runResultSchema>["data"];

/** POST /api/manage/runs/{name}: an empty body, or the month for the month close. */
export const runStartRequestSchema = z
  .strictObject({
    month: z
      .string({ error: "The month must be written YYYY-MM." })
      .regex(MONTH_PATTERN, { error: "The month must be written YYYY-MM." })
      .optional()
      .describe("month-close only: the calendar month to close, e.g. 2026-11 (default: last month, UTC)"),
  })
  .describe("Optional: send no body, or {} for every run");
