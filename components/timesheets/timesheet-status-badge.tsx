import { Badge, type BadgeTone } from "@/components/ui/badge";
import { MILESTONE_STATUS_LABELS, TIMESHEET_STATUS_LABELS } from "@/lib/content/timesheets";
import type { MilestoneStatus, TimesheetStatus } from "@/lib/timesheets/states";

const WEEK_TONE: Record<TimesheetStatus, BadgeTone> = {
  open: "slate",
  submitted: "sky",
  approved: "emerald",
  disputed: "amber",
};
const MILESTONE_TONE: Record<MilestoneStatus, BadgeTone> = { pending: "slate", delivered: "sky", approved: "emerald" };

export function TimesheetStatusBadge({ status }: { status: TimesheetStatus }) {
  return <Badge tone={WEEK_TONE[status]}>{TIMESHEET_STATUS_LABELS[status]}</Badge>;
}

export function MilestoneStatusBadge({ status }: { status: MilestoneStatus }) {
  return <Badge tone={MILESTONE_TONE[status]}>{MILESTONE_STATUS_LABELS[status]}</Badge>;
}
