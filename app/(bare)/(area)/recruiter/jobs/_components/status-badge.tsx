import { isLapsed } from "@/lib/jobs/states";
import type { ClientJob } from "@/lib/validation/client-job-responses";

import { statusLabel } from "./job-status";

const tones: Record<ClientJob["status"], string> = {
  draft: "bg-amber-50 text-amber-800 ring-amber-600/20",
  pending_review: "bg-sky-50 text-sky-800 ring-sky-600/20",
  open: "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
  closed: "bg-slate-100 text-slate-700 ring-slate-500/20",
};

export function StatusBadge({ job }: { job: Pick<ClientJob, "status" | "valid_through"> }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[job.status]}`}
      title={isLapsed(job) ? "The closing date has passed" : undefined}
    >
      {statusLabel(job)}
    </span>
  );
}
