import Link from "next/link";

import { buttonClass } from "@/components/ui/button-styles";
import { VETTING_QUEUE_COPY as COPY } from "@/lib/content/manage-vetting";
import type { VettingStage } from "@/lib/vetting/stages";

import { queueHref } from "./queue-href";

/** Previous and next page of one stage's queue; nothing when it fits on one page. */
export function QueuePagination({ stage, page, lastPage }: { stage: VettingStage; page: number; lastPage: number }) {
  if (lastPage <= 1) return null;
  return (
    <nav aria-label={COPY.pagination} className="flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link href={queueHref(stage, Math.min(page - 1, lastPage))} className={buttonClass("secondary", "sm")}>
          {COPY.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-ink-muted">{COPY.page(Math.min(page, lastPage), lastPage)}</p>
      {page < lastPage ? (
        <Link href={queueHref(stage, page + 1)} className={buttonClass("secondary", "sm")}>
          {COPY.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
