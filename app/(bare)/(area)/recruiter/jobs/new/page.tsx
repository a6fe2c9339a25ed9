import { EmailVerificationBanner } from "@/components/dashboard/email-verification-banner";
import { createMetadata } from "@/lib/seo/metadata";
import { accountRowId, requireAreaSession } from "@/lib/server/auth/area-session";
import { companyJson, companyOfClient } from "@/lib/server/companies/company-json";
import { getDb } from "@/lib/server/db/client";
import { jobToCopy } from "@/lib/server/jobs/job-to-copy";
import { pageSearchParams, type PageSearchParams } from "@/lib/validation/search-params";

import { JobEditor } from "../_components/job-editor";
import { hireAgainValues } from "../_components/job-form-schema";

export const metadata = createMetadata({
  title: "Post a job",
  description: "Post a job for your company.",
  path: "/recruiter/jobs/new",
  noIndex: true,
});

/** A new job; `?from_job={id}` ("Hire again") prefills it from one of the company's own jobs. */
export default async function NewJobPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const account = await requireAreaSession("client", "/recruiter/jobs/new");
  const db = await getDb();
  const company = companyJson(await companyOfClient(db, accountRowId(account)));
  const copied = await jobToCopy(db, accountRowId(account), pageSearchParams(await searchParams).from_job);
  return (
    <JobEditor
      company={{ name: company.name, logo_url: company.logo_url }}
      defaults={copied ? hireAgainValues(copied) : undefined}
      notice={<EmailVerificationBanner kind="client" accountId={accountRowId(account)} />}
    />
  );
}
