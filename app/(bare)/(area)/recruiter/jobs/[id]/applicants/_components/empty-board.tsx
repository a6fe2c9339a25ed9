import { EmptyState } from "@/components/ui/empty-state";
import { BOARD_COPY } from "@/lib/content/pipeline";

/** No one has applied yet: where to send people (the job page), or why no one can (a draft). */
export function EmptyBoard({ jobSlug }: { jobSlug: string | null }) {
  return (
    <EmptyState
      title={BOARD_COPY.emptyTitle}
      body={jobSlug ? BOARD_COPY.emptyOpen : BOARD_COPY.emptyDraft}
      action={
        jobSlug
          ? { href: `/jobs/${jobSlug}`, label: BOARD_COPY.publicPage }
          : { href: "/recruiter/jobs", label: BOARD_COPY.back }
      }
    />
  );
}
