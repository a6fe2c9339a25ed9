"use client";

import { useState } from "react";

import { EmptyState } from "@/components/ui/empty-state";
import { JOBS_COPY } from "@/lib/content/recruiter-jobs";
import type { ClientJob } from "@/lib/validation/client-job-responses";

import { JobRow } from "./job-row";
import { actionFor } from "./job-status";
import { useJobAction } from "./use-job-action";

/** The company's jobs; a state move replaces its job with the server's answer. */
export function JobsList({ initial }: { initial: ClientJob[] }) {
  const [jobs, setJobs] = useState(initial);
  const { busyId, outcome, run } = useJobAction((changed) =>
    setJobs((current) => current.map((job) => (job.id === changed.id ? changed : job))),
  );

  if (jobs.length === 0) {
    return (
      <EmptyState
        title={JOBS_COPY.emptyTitle}
        body={JOBS_COPY.emptyBody}
        action={{ href: "/recruiter/jobs/new", label: JOBS_COPY.postJob }}
      />
    );
  }
  return (
    <ul className="flex flex-col gap-4">
      {jobs.map((job) => (
        <li key={job.id}>
          <JobRow
            job={job}
            busy={busyId === job.id}
            outcome={outcome?.jobId === job.id ? outcome : null}
            onAction={() => void run(job, actionFor(job.status))}
          />
        </li>
      ))}
    </ul>
  );
}
