import { AreaGreeting } from "@/components/dashboard/area-greeting";
import { EmailVerificationBanner } from "@/components/dashboard/email-verification-banner";
import { createMetadata } from "@/lib/seo/metadata";
import { recruiterOverview } from "@/lib/server/applications/recruiter-overview";
import { accountRowId, isReturning, requireAreaSession } from "@/lib/server/auth/area-session";
import { getDb } from "@/lib/server/db/client";

import { NeedsAttention } from "./_components/needs-attention";
import { OpenJobs } from "./_components/open-jobs";

export const metadata = createMetadata({
  title: "Overview",
  description: "Your recruiter workspace.",
  path: "/recruiter",
  noIndex: true,
});

export default async function RecruiterOverviewPage() {
  const account = await requireAreaSession("client", "/recruiter");
  const [returning, overview] = await Promise.all([
    isReturning(account),
    recruiterOverview(await getDb(), accountRowId(account)),
  ]);
  return (
    <div className="flex flex-col gap-8">
      <AreaGreeting name={account.name} kind="client" returning={returning} />
      <EmailVerificationBanner kind="client" accountId={accountRowId(account)} />
      <OpenJobs hasJobs={overview.hasJobs} jobs={overview.openJobs} inReview={overview.inReview} />
      {overview.hasJobs ? <NeedsAttention items={overview.attention} /> : null}
    </div>
  );
}
