import Link from "next/link";

import { PAYOUTS_PAGE as copy } from "@/lib/content/billing";

/** A payouts card's heading: the job, linking to the engagement, and the company, with `detail` after it if any. */
export function EngagementHeading({
  id,
  jobTitle,
  company,
  detail,
}: {
  id: number;
  jobTitle: string;
  company: string;
  detail?: string;
}) {
  return (
    <div className="min-w-0">
      <h3 className="break-words text-base font-semibold text-ink">
        <Link
          href={`/talent/engagements/${id}`}
          aria-label={copy.open(jobTitle, company)}
          className="hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {jobTitle}
        </Link>
      </h3>
      <p className="text-sm text-ink-muted">
        {copy.with(company)}
        {detail ? ` · ${detail}` : null}
      </p>
    </div>
  );
}
