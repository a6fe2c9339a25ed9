import { INTERVIEW_COPY, whenLine } from "@/lib/content/interviews";

/** A booked or past interview's start, the viewer's clock first and the other side's beside it, with its length. */
export function InterviewWhen(props: {
  own: string | null;
  other: string | null;
  start: string | null;
  minutes: number;
}) {
  const { own, other, start } = props;
  if (!own || !other || !start) return null;
  return (
    <p className="mt-1 text-sm font-medium text-ink">
      <time dateTime={start}>{whenLine(own, other, start)}</time>{" "}
      <span className="font-normal text-ink-muted">· {INTERVIEW_COPY.minutes(props.minutes)}</span>
    </p>
  );
}
