import { WORK_TIME_PATTERN } from "@/lib/profiles/work-hours";

import { z } from "./zod";

/** A time of day on a 24-hour clock, as the working-hours fields take it. */
export const workTime = (label: string) =>
  z
    .string({ error: `The ${label} must be a time as HH:MM.` })
    .trim()
    .regex(WORK_TIME_PATTERN, `The ${label} must be a time as HH:MM (24-hour).`);

const NOT_BOTH = "Send work_hours, or work_start and work_end, not both.";

/**
 * Answers name working hours `work_hours: {start, end}`; an update may send them under that name too, instead of
 * `work_start` and `work_end` (JSON text in a form; null or "" clears them). Checked by `unfoldWorkHours`.
 */
export const workHoursField = z
  .strictObject({ start: workTime("work start"), end: workTime("work end") })
  .nullable()
  .optional()
  .describe(
    "{start, end} as the answers name them (JSON text in a form), instead of work_start and work_end; null clears",
  );

const readText = (value: unknown) => {
  if (typeof value !== "string") return value;
  if (value.trim() === "") return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

const isPair = (value: unknown): value is { start: unknown; end: unknown } =>
  typeof value === "object" && value !== null && !Array.isArray(value) && "start" in value && "end" in value;

/**
 * Before the update's fields are checked: `work_hours` becomes `work_start` and `work_end`, so it is stored as they
 * are. Left in place when it cannot be unfolded (its own schema then says what is wrong) or when the other names
 * are sent too (`checkWorkHoursAlias` refuses that).
 */
export function unfoldWorkHours(body: unknown): unknown {
  if (typeof body !== "object" || body === null || !("work_hours" in body)) return body;
  const { work_hours: raw, ...rest } = body as Record<string, unknown>;
  if (raw === undefined) return rest;
  if ("work_start" in rest || "work_end" in rest) return body;
  const value = readText(raw);
  if (value === null) return { ...rest, work_start: null, work_end: null };
  if (isPair(value) && Object.keys(value).length === 2)
    return { ...rest, work_start: value.start, work_end: value.end };
  return { ...rest, work_hours: value };
}

/** The checked fields without `work_hours`: by then it was unfolded into work_start and work_end, or refused. */
export function withoutWorkHours<T extends { work_hours?: unknown }>(fields: T): Omit<T, "work_hours"> {
  const rest = { ...fields };
  delete rest.work_hours;
  return rest;
}

/** Refuses `work_hours` sent beside `work_start` or `work_end`: which would win is not obvious. */
export function checkWorkHoursAlias(fields: { work_hours?: unknown }, ctx: z.RefinementCtx) {
  if (fields.work_hours !== undefined) ctx.addIssue({ code: "custom", path: ["work_hours"], message: NOT_BOTH });
}
