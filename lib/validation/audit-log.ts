import { int, optional, text } from "./fields";
import { listMetaSchema, pageField, perPageField } from "./manage-lists";
import { z } from "./zod";

export const AUDIT_PER_PAGE = 25;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A date (YYYY-MM-DD, a whole UTC day) or an ISO date-time with its offset; anything else is refused. */
const dateBound = (label: string) =>
  z
    .string()
    .trim()
    .refine((value) => (DATE_ONLY.test(value) || DATE_TIME.test(value)) && !Number.isNaN(Date.parse(value)), {
      error: `The ${label} must be a date (YYYY-MM-DD) or an ISO date-time.`,
    })
    .refine((value) => !DATE_ONLY.test(value) || new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
      error: `The ${label} is not a real date.`,
    });

const filterFields = z.object({
  action: optional(text("action", 100)),
  manager_id: optional(int("manager", 1, 2_147_483_647)),
  target_kind: optional(text("target kind", 50)),
  target_id: optional(text("target id", 100)),
  from: optional(dateBound("start date")).describe("From this date (YYYY-MM-DD, UTC) or date-time, inclusive."),
  to: optional(dateBound("end date")).describe("Up to this date (the whole day, UTC) or date-time, inclusive."),
});

type DateRange = { from?: string; to?: string };
const inOrder = (f: DateRange) => f.from === undefined || f.to === undefined || bounds(f).from! < bounds(f).before!;
const outOfOrder = { path: ["to"], error: "The end date must be after the start date." };

/** The filters of the audit log, shared by the page, the JSON list and the CSV export. */
export const auditFiltersSchema = filterFields.refine(inOrder, outOfOrder);

export const auditQuerySchema = filterFields
  .extend({
    page: pageField,
    per_page: perPageField(AUDIT_PER_PAGE),
    format: optional(z.enum(["json", "csv"], { error: "The format must be json or csv." })).describe(
      "csv: every matching row as a CSV download (page and per_page are ignored).",
    ),
  })
  .refine(inOrder, outOfOrder);

export type AuditFilters = z.infer<typeof auditFiltersSchema>;
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** The filters' dates as a half-open range: `from` inclusive, `before` exclusive (a date's whole day counts). */
export function bounds(filters: DateRange): { from?: Date; before?: Date } {
  const day = 24 * 60 * 60 * 1000;
  const start = (value: string) => new Date(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
  return {
    from: filters.from === undefined ? undefined : start(filters.from),
    before:
      filters.to === undefined
        ? undefined
        : new Date(start(filters.to).getTime() + (DATE_ONLY.test(filters.to) ? day : 1)),
  };
}

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string().describe("ISO date-time"),
  action: z.string(),
  target_kind: z.string(),
  target_id: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  manager: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
});
export type AuditEntryJson = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({ data: z.array(auditEntrySchema), meta: listMetaSchema });
