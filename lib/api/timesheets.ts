import type { MemberKind } from "@/lib/accounts/kinds";
import type { TimesheetStatus } from "@/lib/timesheets/states";
import {
  milestoneAnswerSchema,
  milestonesAnswerSchema,
  timeEntryAnswerSchema,
  timesheetAnswerSchema,
  timesheetsAnswerSchema,
  type DisputeRequest,
  type MilestoneJson,
  type TimeEntry,
  type TimeEntryPatch,
  type TimeEntryRequest,
  type Timesheet,
} from "@/lib/validation/timesheets";

import { api } from "./client";

/** GET /api/{talent|client}/timesheets?engagement=&status=: own weeks with their entries. */
export async function timesheetsRequest(
  kind: MemberKind,
  filters: { engagement?: number; status?: TimesheetStatus } = {},
): Promise<Timesheet[]> {
  const response = await api.get(`/api/${kind}/timesheets`, { params: filters });
  return timesheetsAnswerSchema.parse(response.data).data;
}

/** POST /api/talent/engagements/{id}/time-entries: 422 past the weekly cap or in a submitted or approved week. */
export async function logTimeRequest(engagementId: number, body: TimeEntryRequest): Promise<TimeEntry> {
  const response = await api.post(`/api/talent/engagements/${engagementId}/time-entries`, body);
  return timeEntryAnswerSchema.parse(response.data).data;
}

/** PATCH /api/talent/engagements/{id}/time-entries/{entry_id}: while its week is open or disputed. */
export async function updateTimeEntryRequest(
  engagementId: number,
  entryId: number,
  patch: TimeEntryPatch,
): Promise<TimeEntry> {
  const response = await api.patch(`/api/talent/engagements/${engagementId}/time-entries/${entryId}`, patch);
  return timeEntryAnswerSchema.parse(response.data).data;
}

/** DELETE /api/talent/engagements/{id}/time-entries/{entry_id}: while its week is open or disputed. */
export async function deleteTimeEntryRequest(engagementId: number, entryId: number): Promise<void> {
  await api.delete(`/api/talent/engagements/${engagementId}/time-entries/${entryId}`);
}

/** POST /api/talent/timesheets/{id}/submit: an open or disputed week goes to the client (409 otherwise). */
export async function submitTimesheetRequest(id: number): Promise<Timesheet> {
  const response = await api.post(`/api/talent/timesheets/${id}/submit`);
  return timesheetAnswerSchema.parse(response.data).data;
}

/** POST /api/client/timesheets/{id}/approve: a submitted week, locked from then on (409 otherwise). */
export async function approveTimesheetRequest(id: number): Promise<Timesheet> {
  const response = await api.post(`/api/client/timesheets/${id}/approve`);
  return timesheetAnswerSchema.parse(response.data).data;
}

/** POST /api/client/timesheets/{id}/dispute: a submitted week goes back to the talent with the reason. */
export async function disputeTimesheetRequest(id: number, body: DisputeRequest): Promise<Timesheet> {
  const response = await api.post(`/api/client/timesheets/${id}/dispute`, body);
  return timesheetAnswerSchema.parse(response.data).data;
}

/** GET /api/{talent|client}/engagements/{id}/milestones: a project's milestones in their order. */
export async function milestonesRequest(kind: MemberKind, engagementId: number): Promise<MilestoneJson[]> {
  const response = await api.get(`/api/${kind}/engagements/${engagementId}/milestones`);
  return milestonesAnswerSchema.parse(response.data).data;
}

/** POST /api/talent/engagements/{id}/milestones/{position}/deliver, with an optional note to the client. */
export async function deliverMilestoneRequest(
  engagementId: number,
  position: number,
  body: { note?: string },
): Promise<MilestoneJson> {
  const response = await api.post(`/api/talent/engagements/${engagementId}/milestones/${position}/deliver`, body);
  return milestoneAnswerSchema.parse(response.data).data;
}

/** POST /api/client/engagements/{id}/milestones/{position}/approve: a delivered milestone. */
export async function approveMilestoneRequest(engagementId: number, position: number): Promise<MilestoneJson> {
  const response = await api.post(`/api/client/engagements/${engagementId}/milestones/${position}/approve`);
  return milestoneAnswerSchema.parse(response.data).data;
}
