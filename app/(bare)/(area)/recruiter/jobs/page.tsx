import Link from "next/link";

import { EmailVerificationBanner } from "@/components/dashboard/email-verification-banner";
import { buttonClass } from "@/components/ui/button-styles";
import { JOBS_COPY } from "@/lib/content/recruiter-jobs";
import { createMetadata } from "@/lib/seo/metadata";
import { accountRowId, requireAreaSession } from "@/lib/server/auth/area-session";
import { getDb } from "@/lib/server/db/client";
import { listOwnJobs } from "@/lib/server/jobs/own-jobs";

import { JobsList } from "./_components/jobs-list";

export const metadata = createMetadata({
  title: "Jobs",
  description: "Your company's jobs.",
  path: "/recruiter/jobs",
  noIndex: true,
});

type Props = { searchParams: Promise<{ created?: string | string[] }> };

export default async function RecruiterJobsPage({ searchParams }: Props) {
  const account = await requireAreaSession("client", "/recruiter/jobs");
  const jobs = await listOwnJobs(await getDb(), accountRowId(account));
  const { created } = await searchParams;
  const notice =
    created === "draft" || created === "open" || created === "pending_review" ? JOBS_COPY.created[created] : null;

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{JOBS_COPY.title}</h1>
          <p className="mt-2 text-ink-muted">{JOBS_COPY.lead}</p>
        </div>
        {jobs.length > 0 ? (
          <Link href="/recruiter/jobs/new" className={buttonClass("primary", "md", "self-start sm:self-auto")}>
            {JOBS_COPY.postJob}
          </Link>
        ) : null}
      </header>
      {notice ? (
        <p
          role="status"
          className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800"
        >
          {notice}
        </p>
      ) : null}
      <EmailVerificationBanner kind="client" accountId={accountRowId(account)} />
      <JobsList initial={jobs} />
    </div>
  );
}
