import type { ReactNode } from "react";

import { REVIEW_NOTICE_COPY as COPY } from "@/lib/content/job-review";
import type { ClientJob } from "@/lib/validation/client-job-responses";

type NoticeJob = Pick<
  ClientJob,
  "status" | "review_rejection" | "platform_closed_at" | "platform_close_reason" | "revision" | "revision_rejection"
>;

const TONES = {
  amber: { box: "border-amber-300 bg-amber-50 text-amber-950", quote: "border-amber-400" },
  red: { box: "border-red-300 bg-red-50 text-red-950", quote: "border-red-400" },
  sky: { box: "border-sky-200 bg-sky-50 text-sky-900", quote: "border-sky-400" },
} as const;

/** A boxed note: a title, the manager's words quoted (when any), and what the recruiter can do next. */
function Note({
  tone,
  title,
  quote,
  next,
}: {
  tone: keyof typeof TONES;
  title: string;
  quote?: string | null;
  next: ReactNode;
}) {
  return (
    <div role="note" className={`rounded-lg border px-4 py-3 text-sm ${TONES[tone].box}`}>
      <p className="font-semibold">{title}</p>
      {quote ? (
        <blockquote className={`mt-1 whitespace-pre-line break-words border-l-2 pl-3 ${TONES[tone].quote}`}>
          {quote}
        </blockquote>
      ) : null}
      <p className="mt-2">{next}</p>
    </div>
  );
}

/**
 * Where a job stands with the managers, each said once: closed by the platform (with the reason), in review, sent
 * back with their note, changes waiting for review, or changes not accepted (with the reason).
 */
export function ReviewNotice({ job, className = "" }: { job: NoticeJob; className?: string }) {
  const notices: ReactNode[] = [];
  if (job.platform_closed_at !== null) {
    notices.push(
      <Note
        key="platform"
        tone="red"
        title={COPY.platformClosedTitle}
        quote={job.platform_close_reason}
        next={COPY.platformClosedNext}
      />,
    );
  }
  if (job.status === "pending_review") {
    notices.push(
      <p key="review" className="rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">
        {COPY.inReview}
      </p>,
    );
  }
  if (job.status === "draft" && job.review_rejection) {
    notices.push(
      <Note
        key="rejected"
        tone="amber"
        title={COPY.rejectedTitle}
        quote={job.review_rejection}
        next={COPY.rejectedNext}
      />,
    );
  }
  if (job.revision) {
    notices.push(<Note key="changes" tone="sky" title={COPY.revisionWaitingTitle} next={COPY.revisionWaiting} />);
  } else if (job.revision_rejection) {
    notices.push(
      <Note
        key="changes-rejected"
        tone="amber"
        title={COPY.revisionRejectedTitle}
        quote={job.revision_rejection}
        next={COPY.revisionRejectedNext}
      />,
    );
  }
  if (notices.length === 0) return null;
  return <div className={`flex flex-col gap-2 ${className}`}>{notices}</div>;
}
