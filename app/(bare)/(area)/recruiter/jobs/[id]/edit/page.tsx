import { notFound } from "next/navigation";

import { EmailVerificationBanner } from "@/components/dashboard/email-verification-banner";
import { createMetadata } from "@/lib/seo/metadata";
import { accountRowId, requireAreaSession } from "@/lib/server/auth/area-session";
import { getDb } from "@/lib/server/db/client";
import { ownJob } from "@/lib/server/jobs/own-jobs";

import { JobEditor } from "../../_components/job-editor";

type Props = { params: Promise<{ id: string }> };

export const metadata = createMetadata({
  title: "Edit job",
  description: "Edit one of your company's jobs.",
  path: "/recruiter/jobs",
  noIndex: true,
});

export default async function EditJobPage({ params }: Props) {
  const { id } = await params;
  const account = await requireAreaSession("client", `/recruiter/jobs/${id}/edit`);
  const jobId = /^\d{1,9}$/.test(id) ? Number(id) : null;
  // Another company's job and an unknown id look the same: not found.
  const job = jobId ? await ownJob(await getDb(), accountRowId(account), jobId).catch(() => null) : null;
  if (!job) notFound();
  return (
    <JobEditor
      company={job.company}
      job={job}
      notice={<EmailVerificationBanner kind="client" accountId={accountRowId(account)} />}
    />
  );
}
