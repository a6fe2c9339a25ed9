import Link from "next/link";
import { buttonClass } from "@/components/ui/button-styles";
import { BOARD_COPY } from "@/lib/content/pipeline";

/** No one has applied yet: where to send people (the job page), or why no one can (a draft). */
export function EmptyBoard({ jobSlug }: { jobSlug: string | null }) {
  return (
    <section className="rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-10 text-center sm:px-10">
      <h2 className="text-lg font-semibold text-ink">{BOARD_COPY.emptyTitle}</h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-ink-muted">{jobSlug ? BOARD_COPY.emptyOpen : BOARD_COPY.emptyDraft}</p>
      <Link href={jobSlug ? `/jobs/${jobSlug}` : "/recruiter/jobs"} className={buttonClass("primary", "md", "mt-5")}>
        {jobSlug ? BOARD_COPY.publicPage : BOARD_COPY.back}
      </Link>
    </section>
  );
}
