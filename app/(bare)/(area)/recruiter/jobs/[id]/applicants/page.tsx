import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { JobStatusBadge } from "@/components/jobs/job-status-badge";
import { BOARD_COPY, BOARD_PAGE } from "@/lib/content/pipeline";
import { JOB_STATUS_LABELS } from "@/lib/content/recruiter-jobs";
import { createMetadata } from "@/lib/seo/metadata";
import { jobBoardFirstPages } from "@/lib/server/applications/client-applications";
import { accountRowId, requireAreaSession } from "@/lib/server/auth/area-session";
import { getDb } from "@/lib/server/db/client";
import { ApiError } from "@/lib/server/http/errors";
import { ownJob } from "@/lib/server/jobs/own-jobs";

import { EmptyBoard } from "./_components/empty-board";
import { PipelineBoard } from "./_components/pipeline-board";

type Params = { params: Promise<{ id: string }> };
type PageArgs = Params & { searchParams: Promise<{ application?: string | string[] }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { id } = await params;
  return createMetadata({
    title: BOARD_PAGE.eyebrow,
    description: BOARD_PAGE.description,
    path: `/recruiter/jobs/${encodeURIComponent(id)}/applicants`,
    noIndex: true,
  });
}

/** The job and its applicants' first page per stage, if the job is the client's company's; anything else is simply not found. */
async function loadBoard(clientId: number, rawId: string) {
  const id = Number(rawId);
  if (!/^\d{1,15}$/.test(rawId) || id < 1) notFound();
  const db = await getDb();
  try {
    const [job, board] = await Promise.all([ownJob(db, clientId, id), jobBoardFirstPages(db, clientId, id)]);
    // The moment the board's "days in stage" count from, fixed here so the server's HTML and the browser agree.
    return { job, board, now: Date.now() };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}

export default async function ApplicantsPage({ params, searchParams }: PageArgs) {
  const { id } = await params;
  const { application: linked } = await searchParams;
  const openApplicationId = typeof linked === "string" && /^\d{1,15}$/.test(linked) ? Number(linked) : null;
  const account = await requireAreaSession("client", `/recruiter/jobs/${encodeURIComponent(id)}/applicants`);
  const { job, board, now } = await loadBoard(accountRowId(account), id);
  const published = job.status === "open" || job.status === "closed";
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <Link
          href="/recruiter/jobs"
          className="inline-flex w-fit items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          <span aria-hidden="true">←</span> {BOARD_COPY.back}
        </Link>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="min-w-0 break-words text-2xl font-bold tracking-tight text-ink sm:text-3xl">{job.title}</h1>
          <JobStatusBadge status={job.status} label={JOB_STATUS_LABELS[job.status]} />
        </div>
        {published ? (
          <Link
            href={`/jobs/${job.slug}`}
            className="inline-flex w-fit text-sm font-semibold text-brand-700 hover:underline"
          >
            {BOARD_COPY.publicPage}
          </Link>
        ) : null}
      </header>
      {board.data.length === 0 ? (
        <EmptyBoard jobSlug={published ? job.slug : null} />
      ) : (
        <PipelineBoard
          jobId={job.id}
          offerJob={{ contract_type: job.job_type, currency: job.currency, overlap: job.overlap }}
          initial={board.data}
          initialStages={board.meta.stages}
          now={now}
          openApplicationId={openApplicationId}
        />
      )}
    </div>
  );
}
