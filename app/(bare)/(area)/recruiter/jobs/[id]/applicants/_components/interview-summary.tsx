import { INTERVIEW_STATUS_LABELS, RECOMMENDATION_LABELS, SCORECARD_COPY } from "@/lib/content/interviews";
import type { ClientInterview } from "@/lib/validation/client-interviews";

/** One line on the card: the interview's status, its booked time on the team's clock, and the scorecard's verdict. */
export function InterviewSummary({ interview }: { interview: ClientInterview }) {
  const { feedback } = interview;
  return (
    <p className="mt-2 rounded-md bg-slate-50 px-2 py-1 text-xs text-ink">
      <span className="font-semibold">{INTERVIEW_STATUS_LABELS[interview.status]}</span>
      {interview.status === "booked" && interview.team_local ? ` · ${interview.team_local}` : ""}
      {feedback ? (
        <span className="text-ink-muted">
          {" "}
          · {RECOMMENDATION_LABELS[feedback.recommendation]}, {SCORECARD_COPY.overallShort(feedback.overall)}
        </span>
      ) : null}
    </p>
  );
}
