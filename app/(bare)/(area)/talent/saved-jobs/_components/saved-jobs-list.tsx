"use client";

import Link from "next/link";
import { useState } from "react";

import { buttonClass } from "@/components/ui/button-styles";
import { cardClass } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { useRowAction } from "@/components/ui/use-row-action";
import { unsaveJobRequest } from "@/lib/api/applications";
import { formatApplicationDate, SAVED_JOBS_PAGE } from "@/lib/content/applications";
import type { SavedJob } from "@/lib/validation/applications";
import { useSavedJobsStore } from "@/store/saved-jobs-store";

function SavedJobRow({ job, onUnsaved }: { job: SavedJob; onUnsaved: (slug: string) => void }) {
  const { sending, message, run } = useRowAction(SAVED_JOBS_PAGE.unsaveFailed);
  const closed = job.status === "closed";
  const unsave = () =>
    run(async () => {
      await unsaveJobRequest(job.slug);
      onUnsaved(job.slug);
    });

  return (
    <article
      className={cardClass("flex flex-col gap-3 p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6")}
    >
      <div className="min-w-0">
        <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-ink">
          <Link
            href={`/jobs/${job.slug}`}
            className={closed ? "text-ink-muted hover:underline" : "hover:text-brand-700 hover:underline"}
          >
            {job.title}
          </Link>
          {closed ? (
            <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
              {SAVED_JOBS_PAGE.closed}
            </span>
          ) : null}
        </h2>
        <p className="mt-0.5 text-sm text-ink-muted">
          {job.company.name} ·{" "}
          {closed ? SAVED_JOBS_PAGE.closedNote : SAVED_JOBS_PAGE.savedOn(formatApplicationDate(job.saved_at))}
        </p>
        {message ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {message}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        disabled={sending}
        onClick={() => void unsave()}
        aria-label={SAVED_JOBS_PAGE.unsaveLabel(job.title)}
        className={buttonClass("secondary", "sm", "shrink-0 self-start disabled:opacity-60 sm:self-auto")}
      >
        {SAVED_JOBS_PAGE.unsave}
      </button>
    </article>
  );
}

/** The Saved jobs page's list; an unsaved job leaves it at once. */
export function SavedJobsList({ initial }: { initial: SavedJob[] }) {
  const [jobs, setJobs] = useState(initial);
  const forget = useSavedJobsStore((state) => state.forget);
  if (jobs.length === 0) {
    return (
      <EmptyState
        title={SAVED_JOBS_PAGE.emptyTitle}
        body={SAVED_JOBS_PAGE.emptyBody}
        action={{ href: "/jobs", label: SAVED_JOBS_PAGE.browse }}
      />
    );
  }
  return (
    <ul className="flex flex-col gap-4">
      {jobs.map((job) => (
        <li key={job.slug}>
          <SavedJobRow
            job={job}
            onUnsaved={(slug) => {
              forget(slug);
              setJobs((all) => all.filter((one) => one.slug !== slug));
            }}
          />
        </li>
      ))}
    </ul>
  );
}
