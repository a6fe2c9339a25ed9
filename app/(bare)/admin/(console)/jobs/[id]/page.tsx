import Link from "next/link";
import { notFound } from "next/navigation";

import { JobParagraphs, SkillChips } from "@/components/jobs/job-body";
import { JobStatusBadge } from "@/components/jobs/job-status-badge";
import { CONSOLE_JOBS_COPY as COPY } from "@/lib/content/job-review";
import { experienceLabels, jobTypeLabels } from "@/lib/content/jobs";
import { JOB_STATUS_LABELS } from "@/lib/content/recruiter-jobs";
import { formatRate } from "@/lib/jobs/jobs-url";
import { createMetadata } from "@/lib/seo/metadata";
import { getDb } from "@/lib/server/db/client";
import { reportsOfJob } from "@/lib/server/manage/job-reports";
import { manageJobDetail } from "@/lib/server/manage/manage-jobs";
import { requireManager } from "@/lib/server/manage/manager-session";

import { formatWhen } from "../_components/console-jobs-url";
import { JobReviewActions } from "../_components/job-review-actions";
import { ReportList } from "../_components/report-list";
import { RevisionCompare } from "../_components/revision-compare";

export const metadata = createMetadata({
  title: "Job review",
  description: "One job, its company and its reports.",
  path: "/admin/jobs",
  noIndex: true,
});

const card = "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6";

/** One job as a manager reviews it: the full content (its public page is not there while it is in review), company, reports, actions. */
export default async function ConsoleJobPage({ params }: PageProps<"/admin/jobs/[id]">) {
  const { id } = await params;
  await requireManager(`/admin/jobs/${encodeURIComponent(id)}`);
  const jobId = /^\d{1,15}$/.test(id) ? Number(id) : null;
  const db = await getDb();
  const found = jobId ? await manageJobDetail(db, jobId) : null;
  if (!found) notFound();
  const { job, listed, companyApprovedAt, companyWebsite, revision, revisionRejection } = found;
  const reports = await reportsOfJob(db, job.id);
  const facts: [string, string][] = [
    [COPY.facts.category, listed.category.name],
    [COPY.facts.type, jobTypeLabels[job.job_type]],
    [COPY.facts.level, experienceLabels[job.experience_level]],
    [COPY.facts.rate, formatRate(job.rate_min, job.rate_max, job.currency)],
    [COPY.facts.location, job.location],
  ];

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <Link href="/admin/jobs" className="w-fit text-sm font-medium text-brand-700 hover:underline">
          {COPY.backToJobs}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="min-w-0 break-words text-2xl font-bold tracking-tight text-ink sm:text-3xl">{job.title}</h1>
          <JobStatusBadge status={listed.status} label={JOB_STATUS_LABELS[listed.status]} />
        </div>
        <p className="text-sm text-ink-muted">
          {listed.status === "pending_review" ? COPY.submitted : COPY.posted}{" "}
          <time dateTime={listed.posted_at}>{formatWhen(listed.posted_at)}</time>
          {listed.status === "open" || listed.status === "closed" ? (
            <>
              {" · "}
              <Link href={`/jobs/${job.slug}`} className="font-medium text-brand-700 hover:underline">
                {COPY.viewPublic}
              </Link>
            </>
          ) : null}
        </p>
        <JobReviewActions
          jobId={job.id}
          status={listed.status}
          changesWaiting={revision !== null}
          platformClosed={listed.platform_closed_at !== null}
        />
        {listed.platform_close_reason ? (
          <div className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-950">
            <p className="font-semibold">{COPY.platformClosed}</p>
            <p className="mt-1 whitespace-pre-line break-words">{listed.platform_close_reason}</p>
          </div>
        ) : null}
      </header>

      {revision ? <RevisionCompare job={job} revision={revision} submittedAt={listed.revision_submitted_at} /> : null}

      <section aria-labelledby="company-heading" className={card}>
        <h2 id="company-heading" className="text-lg font-semibold text-ink">
          {COPY.company}
        </h2>
        <p className="mt-1 break-words font-medium text-ink">
          {job.company.slug ? (
            <Link href={`/companies/${job.company.slug}`} className="hover:text-brand-700 hover:underline">
              {job.company.name}
            </Link>
          ) : (
            job.company.name
          )}
          {companyWebsite ? (
            <span className="ml-2 break-all text-sm font-normal text-ink-muted">{companyWebsite}</span>
          ) : null}
        </p>
        <p className="mt-1 text-sm text-ink-muted">
          {listed.company.id === null ? COPY.noCompany : companyApprovedAt ? COPY.companyApproved : COPY.companyNew}
        </p>
        {revisionRejection && !revision ? (
          <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
            <p className="font-semibold">{COPY.revisionRejectionNote}</p>
            <p className="mt-1 whitespace-pre-line break-words">{revisionRejection}</p>
          </div>
        ) : null}
        {listed.review_rejection ? (
          <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
            <p className="font-semibold">{COPY.rejectionNote}</p>
            <p className="mt-1 whitespace-pre-line break-words">{listed.review_rejection}</p>
          </div>
        ) : null}
      </section>

      <section aria-labelledby="role-heading" className={card}>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {facts.map(([label, value]) => (
            <div key={label} className="min-w-0 rounded-lg bg-slate-50 px-3 py-2">
              <dt className="text-xs text-ink-muted">{label}</dt>
              <dd className="break-words text-sm font-semibold text-ink">{value}</dd>
            </div>
          ))}
        </dl>
        <h2 id="role-heading" className="mt-6 text-lg font-semibold text-ink">
          {COPY.about}
        </h2>
        <JobParagraphs text={job.description} className="mt-3" />
        <h2 className="mt-6 text-lg font-semibold text-ink">{COPY.skills}</h2>
        {job.skills.length > 0 ? (
          <SkillChips skills={job.skills} />
        ) : (
          <p className="mt-2 text-sm text-ink-muted">{COPY.noSkills}</p>
        )}
      </section>

      <section aria-labelledby="reports-heading" className="flex flex-col gap-3">
        <h2 id="reports-heading" className="text-lg font-semibold text-ink">
          {COPY.reportsHeading}
        </h2>
        {reports.length === 0 ? (
          <p className="text-sm text-ink-muted">{COPY.noReports}</p>
        ) : (
          <ReportList reports={reports} showJob={false} />
        )}
      </section>
    </div>
  );
}
