import Link from "next/link";

import { buttonClass } from "@/components/ui/button-styles";
import { HIRE_AGAIN_COPY as COPY } from "@/lib/content/engagements";
import { hireAgainHref, similarTalentHref } from "@/lib/engagements/hire-again-links";
import type { Engagement } from "@/lib/validation/engagements";

/** The recruiter's way to scale up from an engagement: the same job again, or the directory filtered like it. */
export function HireAgainLinks({ job }: { job: Engagement["job"] }) {
  return (
    <section aria-labelledby="hire-again" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="hire-again" className="text-lg font-semibold text-ink">
        {COPY.heading}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{COPY.lead}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link href={hireAgainHref(job.id)} className={buttonClass("primary", "md")}>
          {COPY.hireAgain}
        </Link>
        <Link href={similarTalentHref(job)} className={buttonClass("secondary", "md")}>
          {COPY.findSimilar}
        </Link>
      </div>
    </section>
  );
}
