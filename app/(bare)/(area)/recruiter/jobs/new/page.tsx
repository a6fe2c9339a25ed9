import { EmailVerificationBanner } from "@/components/dashboard/email-verification-banner";
import { createMetadata } from "@/lib/seo/metadata";
import { accountRowId, requireAreaSession } from "@/lib/server/auth/area-session";
import { companyJson, companyOfClient } from "@/lib/server/companies/company-json";
import { getDb } from "@/lib/server/db/client";

import { JobEditor } from "../_components/job-editor";

export const metadata = createMetadata({
  title: "Post a job",
  description: "Post a job for your company.",
  path: "/recruiter/jobs/new",
  noIndex: true,
});

export default async function NewJobPage() {
  const account = await requireAreaSession("client", "/recruiter/jobs/new");
  const company = companyJson(await companyOfClient(await getDb(), accountRowId(account)));
  return (
    <JobEditor
      company={{ name: company.name, logo_url: company.logo_url }}
      notice={<EmailVerificationBanner kind="client" accountId={accountRowId(account)} />}
    />
  );
}
