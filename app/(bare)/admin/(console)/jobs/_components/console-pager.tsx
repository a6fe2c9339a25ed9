import Link from "next/link";

import { buttonClass } from "@/components/ui/button-styles";
import { CONSOLE_JOBS_COPY as COPY } from "@/lib/content/job-review";

import { consoleJobsHref, type ConsoleJobsView } from "./console-jobs-url";

/** Previous and next pages of a console list; nothing when it fits on one page. */
export function ConsolePager({ view, lastPage }: { view: ConsoleJobsView; lastPage: number }) {
  if (lastPage <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-3">
      {view.page > 1 ? (
        <Link
          href={consoleJobsHref({ ...view, page: view.page - 1 })}
          rel="prev"
          className={buttonClass("secondary", "sm")}
        >
          ← {COPY.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-ink-muted">{COPY.pageOf(view.page, lastPage)}</p>
      {view.page < lastPage ? (
        <Link
          href={consoleJobsHref({ ...view, page: view.page + 1 })}
          rel="next"
          className={buttonClass("secondary", "sm")}
        >
          {COPY.next} →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
