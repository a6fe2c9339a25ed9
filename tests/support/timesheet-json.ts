import type { MilestoneJson, Timesheet } from "@/lib/validation/timesheets";

/**
 * A week of the hourly engagement in engagement-fixtures.ts, as GET /api/{kind}/timesheets answers it: Monday 23 Nov
 * 2026 in Berlin, two entries, submit deadline Monday 30 Nov 12:00 Berlin.
 */
export const timesheet = (over: Partial<Timesheet> = {}): Timesheet => ({
  id: 11,
  engagement: {
    id: 5,
    job_title: "React developer",
    talent: { id: 1, name: "Ada Lane", timezone: "Africa/Lagos" },
    company: { id: 2, name: "Acme", timezone: "Europe/Berlin" },
  },
  week_start: "2026-11-23",
  week_end: "2026-11-29",
  status: "open",
  minutes: 750,
  weekly_hours_cap: 40,
  submit_deadline: "2026-11-30T11:00:00.000Z",
  submitted_at: null,
  auto_submitted: false,
  review_deadline: null,
  reviewed_at: null,
  auto_approved: false,
  dispute_reason: null,
  entries: [
    {
      id: 7,
      engagement_id: 5,
      timesheet_id: 11,
      work_date: "2026-11-23",
      minutes: 480,
      description: "Built the login form",
      created_at: "2026-11-23T17:00:00.000Z",
      updated_at: "2026-11-23T17:00:00.000Z",
    },
    {
      id: 8,
      engagement_id: 5,
      timesheet_id: 11,
      work_date: "2026-11-24",
      minutes: 270,
      description: "Reviewed the API with the team",
      created_at: "2026-11-24T17:00:00.000Z",
      updated_at: "2026-11-24T17:00:00.000Z",
    },
  ],
  ...over,
});

/** A project milestone, pending unless told. */
export const milestone = (over: Partial<MilestoneJson> = {}): MilestoneJson => ({
  engagement_id: 6,
  position: 1,
  name: "Design",
  amount_minor: 150_000,
  currency: "EUR",
  status: "pending",
  note: null,
  delivered_at: null,
  approve_by: null,
  approved_at: null,
  auto_approved: false,
  ...over,
});
