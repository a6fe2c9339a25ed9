import { experienceLabels, jobTypeLabels } from "@/lib/content/jobs";
import { formatRate } from "@/lib/jobs/jobs-url";
import type { Job } from "@/lib/validation/jobs";

type Facts = Pick<Job, "job_type" | "experience_level" | "location" | "rate_min" | "rate_max" | "currency">;

/** Type, level, location and rate as small labelled chips. */
export function JobFacts({ job }: { job: Facts }) {
  const facts = [
    { label: "Contract", value: jobTypeLabels[job.job_type] },
    { label: "Experience", value: experienceLabels[job.experience_level] },
    { label: "Location", value: job.location },
  ];
  return (
    <dl className="flex flex-wrap gap-2 text-sm">
      {facts.map((fact) => (
        <div key={fact.label} className="rounded-full bg-slate-100 px-3 py-1 text-slate-700">
          <dt className="sr-only">{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
      <div className="rounded-full bg-emerald-50 px-3 py-1 font-semibold text-emerald-800">
        <dt className="sr-only">Rate</dt>
        <dd>{formatRate(job.rate_min, job.rate_max, job.currency)}</dd>
      </div>
    </dl>
  );
}
