import { createMetadata } from "@/lib/seo/metadata";
import { accountRowId, requireAreaSession } from "@/lib/server/auth/area-session";
import { companyJson, companyOfClient } from "@/lib/server/companies/company-json";
import { getDb } from "@/lib/server/db/client";

import { CompanyForm } from "./_components/company-form";

export const metadata = createMetadata({
  title: "Company",
  description: "Edit your company profile.",
  path: "/recruiter/company",
  noIndex: true,
});

export default async function RecruiterCompanyPage() {
  const account = await requireAreaSession("client", "/recruiter/company");
  const company = companyJson(await companyOfClient(await getDb(), accountRowId(account)));
  return <CompanyForm initial={company} />;
}
