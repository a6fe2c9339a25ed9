import { INTERVIEW_COPY } from "@/lib/content/interviews";
import type { Interview } from "@/lib/validation/interviews";

/** How to meet: the video link (opens in a new tab) and/or the phone number, and the note. */
export function InterviewMeeting({ interview }: { interview: Pick<Interview, "link" | "phone" | "note"> }) {
  return (
    <dl className="mt-2 grid gap-1 text-sm">
      {interview.link ? (
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-ink-muted">{INTERVIEW_COPY.link}</dt>
          <dd className="min-w-0 break-all">
            <a href={interview.link} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
              {interview.link}
            </a>
          </dd>
        </div>
      ) : null}
      {interview.phone ? (
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-ink-muted">{INTERVIEW_COPY.phone}</dt>
          <dd>
            <a href={`tel:${interview.phone.replace(/\s/g, "")}`} className="text-brand-700 underline">
              {interview.phone}
            </a>
          </dd>
        </div>
      ) : null}
      {interview.note ? (
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-ink-muted">{INTERVIEW_COPY.note}</dt>
          <dd className="whitespace-pre-line break-words text-ink">{interview.note}</dd>
        </div>
      ) : null}
    </dl>
  );
}
