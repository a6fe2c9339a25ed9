import type { JobStatus } from "@/lib/jobs/states";

const TONES: Record<JobStatus, string> = {
  draft: "bg-amber-100 text-amber-900",
  pending_review: "bg-sky-100 text-sky-900",
  open: "bg-emerald-100 text-emerald-900",
  closed: "bg-slate-200 text-slate-700",
};

export function JobStatusBadge({ status, label }: { status: JobStatus; label: string }) {
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}>{label}</span>;
}
