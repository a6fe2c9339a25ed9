import Link from "next/link";

import { buttonClass } from "@/components/ui/button-styles";
import { cardClass } from "@/components/ui/card";
import type { ApplicationStage } from "@/lib/applications/stages";
import { STAGE_LABELS } from "@/lib/content/application-stages";
import { REVIEW_NOTICE_COPY } from "@/lib/content/job-review";
import { OVERVIEW_COPY } from "@/lib/content/pipeline";
import type { ClientJob } from "@/lib/validation/client-job-responses";

const PIPELINE: readonly ApplicationStage[] = ["applied", "screening", "interview", "offer", "hired"];

const card = cardClass("p-5 shadow-sm sm:p-7");

/** The company's open jobs, each with its applicants per stage ("new" = still in Applied) and a way to its board. */
export function OpenJobs({ hasJobs, jobs, inReview }: { hasJobs: boolean; jobs: ClientJob[]; inReview: number }) {
  return (
    <section aria-labelledby="open-jobs-heading" className={card}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="open-jobs-heading" className="text-lg font-semibold text-ink">
          {OVERVIEW_COPY.jobsHeading}
        </h2>
        {hasJobs ? (
          <Link href="/recruiter/jobs" className="text-sm font-semibold text-brand-700 hover:underline">
            {OVERVIEW_COPY.allJobs}
          </Link>
        ) : null}
      </div>
      {!hasJobs ? (
        <>
          <p className="mt-2 text-sm text-ink-muted">{OVERVIEW_COPY.noJobs}</p>
          <Link href="/recruiter/jobs/new" className={buttonClass("primary", "md", "mt-4")}>
            {OVERVIEW_COPY.postFirstJob}
          </Link>
        </>
      ) : jobs.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">
          {inReview > 0 ? REVIEW_NOTICE_COPY.overviewInReview(inReview) : OVERVIEW_COPY.noOpenJobs}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-ink-muted">{OVERVIEW_COPY.jobsIntro}</p>
          <ul className="mt-4 flex flex-col divide-y divide-slate-100">
            {jobs.map((job) => (
              <li
                key={job.id}
                className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 md:flex-row md:items-center md:justify-between"
              >
                <Link
                  href={`/recruiter/jobs/${job.id}/applicants`}
                  className="min-w-0 break-words font-semibold text-ink hover:text-brand-700 hover:underline"
                >
                  {job.title}
                  <span className="sr-only">: {OVERVIEW_COPY.viewBoard}</span>
                </Link>
                <dl className="grid grid-cols-5 gap-1 text-center md:w-[26rem] md:shrink-0">
                  {PIPELINE.map((stage) => (
                    <div key={stage} className="flex flex-col rounded-lg bg-slate-50 px-1 py-1.5">
                      <dt className="truncate text-[11px] text-ink-muted">
                        {stage === "applied" ? OVERVIEW_COPY.newLabel : STAGE_LABELS[stage]}
                      </dt>
                      <dd
                        className={`order-first text-base font-bold ${stage === "applied" && job.applicant_counts.applied > 0 ? "text-brand-700" : "text-ink"}`}
                      >
                        {job.applicant_counts[stage]}
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
