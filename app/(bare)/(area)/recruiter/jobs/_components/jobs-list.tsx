"use client";

import Link from "next/link";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button-styles";
import { JOBS_COPY } from "@/lib/content/recruiter-jobs";
import type { ClientJob } from "@/lib/validation/client-job-responses";
import { actionFor } from "./job-status";
import { JobRow } from "./job-row";
import { useJobAction } from "./use-job-action";

/** The company's jobs; a state move replaces its job with the server's answer. */
export function JobsList({ initial }: { initial: ClientJob[] }) {
  const [jobs, setJobs] = useState(initial);
  const { busyId, outcome, run } = useJobAction((changed) => setJobs((current) => current.map((job) => (job.id === changed.id ? changed : job))));

  if (jobs.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <h2 className="text-lg font-semibold text-ink">{JOBS_COPY.emptyTitle}</h2>
        <p className="mx-auto mt-1 max-w-md text-sm text-ink-muted">{JOBS_COPY.emptyBody}</p>
        <Link href="/recruiter/jobs/new" className={buttonClass("primary", "md", "mt-5")}>
          {JOBS_COPY.postJob}
        </Link>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-4">
      {jobs.map((job) => (
        <li key={job.id}>
          <JobRow job={job} busy={busyId === job.id} outcome={outcome?.jobId === job.id ? outcome : null} onAction={() => void run(job, actionFor(job.status))} />
        </li>
      ))}
    </ul>
  );
}
