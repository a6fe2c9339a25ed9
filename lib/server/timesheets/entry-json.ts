import "server-only";

import type { TimeEntry } from "@/lib/validation/timesheets";

import type { TimeEntryRow } from "../db/schema";

export const timeEntryJson = (row: TimeEntryRow): TimeEntry => ({
  id: row.id,
  engagement_id: row.engagementId,
  timesheet_id: row.timesheetId,
  work_date: row.workDate,
  minutes: row.minutes,
  description: row.description,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
