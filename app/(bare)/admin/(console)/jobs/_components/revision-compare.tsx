import type { ReactNode } from "react";

import { JobParagraphs } from "@/components/jobs/job-body";
import { CONSOLE_JOBS_COPY as COPY } from "@/lib/content/job-review";
import { formatRate } from "@/lib/jobs/jobs-url";
import type { JobRevisionContent } from "@/lib/jobs/revision";
import type { Job } from "@/lib/validation/jobs";

import { formatWhen } from "./console-jobs-url";

type Row = { label: string; now: ReactNode; proposed: ReactNode };

const skillList = (skills: string[]) => (skills.length > 0 ? skills.join(", ") : COPY.noSkills);

/** The fields a published job's pending changes touch, as they are public now and as the recruiter proposes them. */
function changedRows(job: Job, revision: JobRevisionContent): Row[] {
  const rows: Row[] = [];
  if (job.title !== revision.title) rows.push({ label: COPY.revisionTitle, now: job.title, proposed: revision.title });
  const rateNow = formatRate(job.rate_min, job.rate_max, job.currency);
  const rateProposed = formatRate(revision.rate_min, revision.rate_max, revision.currency);
  if (rateNow !== rateProposed) rows.push({ label: COPY.facts.rate, now: rateNow, proposed: rateProposed });
  if (skillList(job.skills) !== skillList(revision.skills))
    rows.push({ label: COPY.skills, now: skillList(job.skills), proposed: skillList(revision.skills) });
  if (job.description !== revision.description)
    rows.push({
      label: COPY.about,
      now: <JobParagraphs text={job.description} className="mt-2" />,
      proposed: <JobParagraphs text={revision.description} className="mt-2" />,
    });
  return rows;
}

export function RevisionCompare({
  job,
  revision,
  submittedAt,
}: {
  job: Job;
  revision: JobRevisionContent;
  submittedAt: string | null;
}) {
  return (
    <section
      aria-labelledby="revision-heading"
      className="rounded-2xl border border-sky-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="revision-heading" className="text-lg font-semibold text-ink">
        {COPY.revisionHeading}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        {COPY.revisionLead}
        {submittedAt ? (
          <>
            {" "}
            {COPY.submitted} <time dateTime={submittedAt}>{formatWhen(submittedAt)}</time>
          </>
        ) : null}
      </p>
      <dl className="mt-4 flex flex-col gap-4">
        {changedRows(job, revision).map((row) => (
          <div key={row.label} className="min-w-0">
            <dt className="text-sm font-semibold text-ink">{row.label}</dt>
            <dd className="mt-1 grid gap-2 sm:grid-cols-2">
              <div className="min-w-0 break-words rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
                <span className="block text-xs text-ink-muted">{COPY.currentVersion}</span>
                {row.now}
              </div>
              <div className="min-w-0 break-words rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-950">
                <span className="block text-xs text-sky-800">{COPY.proposedVersion}</span>
                {row.proposed}
              </div>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
