import { REVIEW_PAGE_COPY as COPY } from "@/lib/content/timesheets";
import { createMetadata } from "@/lib/seo/metadata";
import { requireAreaSession } from "@/lib/server/auth/area-session";

import { ReviewQueue } from "./_components/review-queue";

export const metadata = createMetadata({
  title: COPY.title,
  description: COPY.lead,
  path: "/recruiter/timesheets",
  noIndex: true,
});

export default async function RecruiterTimesheetsPage() {
  await requireAreaSession("client", "/recruiter/timesheets");
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{COPY.title}</h1>
        <p className="mt-2 text-ink-muted">{COPY.lead}</p>
      </header>
      <ReviewQueue />
    </div>
  );
}
