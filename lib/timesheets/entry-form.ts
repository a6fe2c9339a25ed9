import { timeEntryRequestSchema, type TimeEntryRequest } from "@/lib/validation/timesheets";
import { z } from "@/lib/validation/zod";

/** What the "Log time" form holds: text as typed, turned into a {@link TimeEntryRequest} when it is sent. */
export type TimeEntryFormValues = { work_date: string; hours: string; minutes: string; description: string };

export const ENTRY_FORM_ERRORS = {
  hours: "Hours must be a whole number from 0 to 24.",
  minutes: "Minutes must be a whole number from 0 to 59.",
  duration: "Log at least 1 minute and at most 24 hours.",
} as const;

/** "2" → 2, "" → 0 (a field left empty), anything but up to two digits → null. */
const wholeNumber = (text: string): number | null => {
  const trimmed = text.trim();
  if (trimmed === "") return 0;
  return /^\d{1,2}$/.test(trimmed) ? Number(trimmed) : null;
};

/** The hours and minutes fields → minutes in all; null when either is not a number in its range. */
export function toMinutes(hours: string, minutes: string): number | null {
  const h = wholeNumber(hours);
  const m = wholeNumber(minutes);
  if (h === null || m === null || h > 24 || m > 59) return null;
  return h * 60 + m;
}

const formShape = z.object({ work_date: z.string(), hours: z.string(), minutes: z.string(), description: z.string() });

/**
 * The form's text → the request, checked by the shared {@link timeEntryRequestSchema}. A problem with the duration
 * is reported on `hours` (the pair's first field), or on `minutes` when only the minutes are wrong.
 */
export const timeEntryFormSchema = formShape.transform((form, ctx): TimeEntryRequest => {
  const hours = wholeNumber(form.hours);
  const minutes = wholeNumber(form.minutes);
  if (hours === null || hours > 24) ctx.addIssue({ code: "custom", path: ["hours"], message: ENTRY_FORM_ERRORS.hours });
  if (minutes === null || minutes > 59)
    ctx.addIssue({ code: "custom", path: ["minutes"], message: ENTRY_FORM_ERRORS.minutes });
  const total = toMinutes(form.hours, form.minutes);
  const checked = timeEntryRequestSchema.safeParse({
    work_date: form.work_date,
    minutes: total ?? 0,
    description: form.description,
  });
  for (const issue of checked.error?.issues ?? []) {
    const field = issue.path[0];
    if (field === "minutes") {
      if (total !== null) ctx.addIssue({ code: "custom", path: ["hours"], message: ENTRY_FORM_ERRORS.duration });
    } else if (field === "work_date" || field === "description") {
      ctx.addIssue({ code: "custom", path: [field], message: issue.message });
    }
  }
  if (ctx.issues.length > 0 || !checked.success) return z.NEVER;
  return checked.data;
});
