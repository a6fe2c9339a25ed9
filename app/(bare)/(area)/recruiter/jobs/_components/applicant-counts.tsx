import { APPLICATION_STAGES } from "@/lib/applications/stages";
import { STAGE_LABELS } from "@/lib/content/application-stages";
import { JOBS_COPY } from "@/lib/content/recruiter-jobs";
import { type StageCounts } from "@/lib/validation/client-job-responses";

/** Applicants per stage; stages nobody is in are left out. */
export function ApplicantCounts({ counts }: { counts: StageCounts }) {
  const present = APPLICATION_STAGES.filter((stage) => counts[stage] > 0);
  if (present.length === 0) return <p className="text-sm text-ink-muted">{JOBS_COPY.noApplicants}</p>;
  return (
    <dl aria-label={JOBS_COPY.applicants} className="flex flex-wrap gap-1.5 text-xs">
      {present.map((stage) => (
        <div key={stage} className="flex items-center gap-1 rounded-md border border-slate-200 px-2 py-0.5">
          <dt className="text-ink-muted">{STAGE_LABELS[stage]}</dt>
          <dd className="font-semibold text-ink">{counts[stage]}</dd>
        </div>
      ))}
    </dl>
  );
}
