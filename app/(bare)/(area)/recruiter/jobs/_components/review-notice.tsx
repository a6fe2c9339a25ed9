import { REVIEW_NOTICE_COPY as COPY } from "@/lib/content/job-review";
import type { ClientJob } from "@/lib/validation/client-job-responses";

/** Where a job stands with the managers: in review (what that means), or sent back with their note. */
export function ReviewNotice({
  job,
  className = "",
}: {
  job: Pick<ClientJob, "status" | "review_rejection">;
  className?: string;
}) {
  if (job.status === "pending_review") {
    return <p className={`rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900 ${className}`}>{COPY.inReview}</p>;
  }
  if (job.status !== "draft" || !job.review_rejection) return null;
  return (
    <div
      role="note"
      className={`rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 ${className}`}
    >
      <p className="font-semibold">{COPY.rejectedTitle}</p>
      <blockquote className="mt-1 whitespace-pre-line break-words border-l-2 border-amber-400 pl-3">
        {job.review_rejection}
      </blockquote>
      <p className="mt-2">{COPY.rejectedNext}</p>
    </div>
  );
}
