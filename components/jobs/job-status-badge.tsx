import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { JobStatus } from "@/lib/jobs/states";

const TONES: Record<JobStatus, BadgeTone> = {
  draft: "amber",
  pending_review: "sky",
  open: "emerald",
  closed: "slate",
};

/**
 * A job's status, in the same colours on the recruiter's and the managers' pages. `lapsed`: an open job whose
 * closing date has passed (the label then says so too), explained on hover.
 */
export function JobStatusBadge({
  status,
  label,
  lapsed = false,
}: {
  status: JobStatus;
  label: string;
  lapsed?: boolean;
}) {
  return (
    <Badge tone={TONES[status]} title={lapsed ? "The closing date has passed" : undefined}>
      {label}
    </Badge>
  );
}
