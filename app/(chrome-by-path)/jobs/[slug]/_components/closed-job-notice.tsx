import Link from "next/link";

import { buttonClass } from "@/components/ui/button-styles";
import { CLOSED_JOB_COPY } from "@/lib/content/applications";

/** The apply box of a closed job: it stays readable, but takes no applications. */
export function ClosedJobNotice() {
  return (
    <>
      <h2 id="apply-title" className="text-lg font-semibold text-ink">
        {CLOSED_JOB_COPY.title}
      </h2>
      <p className="mt-2 text-sm text-ink-muted">{CLOSED_JOB_COPY.body}</p>
      <Link href="/jobs" className={buttonClass("primary", "lg", "mt-5 w-full")}>
        {CLOSED_JOB_COPY.board}
      </Link>
    </>
  );
}
