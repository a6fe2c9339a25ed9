import { REMOTE_FIT_COPY as COPY } from "@/lib/content/remote-fit";
import { requiredOverlapText } from "@/lib/remote/fit";
import { hiresFromLabel } from "@/lib/remote/regions";
import type { Job } from "@/lib/validation/jobs";

/** Where the job hires from and the working hours it needs shared: the same for every reader. */
export function JobRemoteRequirements({ job }: { job: Pick<Job, "hires_from" | "overlap"> }) {
  const where = job.hires_from.anywhere
    ? COPY.anywhere
    : hiresFromLabel(job.hires_from.countries, job.hires_from.regions);
  return (
    <dl className="mt-4 grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm sm:grid-cols-2">
      <div>
        <dt className="font-semibold text-ink">{COPY.hiresFrom}</dt>
        <dd className="mt-0.5 break-words text-slate-700">{where}</dd>
      </div>
      <div>
        <dt className="font-semibold text-ink">{COPY.overlap}</dt>
        <dd className="mt-0.5 text-slate-700">{job.overlap ? requiredOverlapText(job.overlap) : COPY.noOverlap}</dd>
      </div>
    </dl>
  );
}
