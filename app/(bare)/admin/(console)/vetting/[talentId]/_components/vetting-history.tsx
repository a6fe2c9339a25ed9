import { VETTING_DETAIL_COPY as COPY } from "@/lib/content/manage-vetting";
import { VETTING_STAGE_LABELS } from "@/lib/content/vetting-stages";
import { formatUtcDateTime } from "@/lib/format/date-time";
import type { VettingDetail, VettingEvent } from "@/lib/validation/manage-vetting";

type Rubric = VettingDetail["rubric"];

function Scores({ scores, rubric }: { scores: Record<string, number>; rubric: Rubric }) {
  // In the rubric's order (the database keeps an object's keys in its own order), then any the rubric no longer has.
  const keys = [
    ...rubric.map((criterion) => criterion.key).filter((key) => key in scores),
    ...Object.keys(scores).filter((key) => !rubric.some((c) => c.key === key)),
  ];
  const label = (key: string) => rubric.find((criterion) => criterion.key === key)?.label ?? key;
  return (
    <ul className="mt-1 flex flex-wrap gap-1.5">
      {keys.map((key) => (
        <li key={key} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-ink">
          {label(key)}: {scores[key]}/5
        </li>
      ))}
    </ul>
  );
}

function Event({ event, rubric }: { event: VettingEvent; rubric: Rubric }) {
  return (
    <li className="relative text-sm">
      <span aria-hidden="true" className="absolute -left-[1.3rem] top-1.5 size-2 rounded-full bg-brand-500" />
      <p className="text-ink">
        {event.from_stage === null
          ? VETTING_STAGE_LABELS.submitted
          : `${VETTING_STAGE_LABELS[event.from_stage]} → ${VETTING_STAGE_LABELS[event.to_stage]}`}{" "}
        <span className="text-ink-muted">{event.manager ? COPY.by(event.manager.name) : COPY.byTalent}</span>
      </p>
      <p className="text-xs text-ink-muted">
        <time dateTime={event.at}>{formatUtcDateTime(event.at)}</time>
      </p>
      {event.reason ? <p className="mt-1 whitespace-pre-line break-words text-ink">{event.reason}</p> : null}
      {event.scores ? <Scores scores={event.scores} rubric={rubric} /> : null}
    </li>
  );
}

/** Every attempt's moves, the current attempt first, each oldest first: who, when, why and the scores. */
export function VettingHistory({
  history,
  attempt,
  rubric,
}: {
  history: VettingEvent[];
  attempt: number;
  rubric: Rubric;
}) {
  const attempts = [...new Set(history.map((event) => event.attempt))].sort((a, b) => b - a);
  return (
    <section aria-labelledby="history-title" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="history-title" className="text-lg font-semibold text-ink">
        {COPY.historyTitle}
      </h2>
      {attempts.map((n) => (
        <div key={n} className="mt-4">
          <h3 className="text-sm font-semibold text-ink-muted">
            {n === attempt ? COPY.currentAttempt(n) : COPY.pastAttempt(n)}
          </h3>
          <ol className="mt-2 flex flex-col gap-3 border-l border-slate-200 pl-4">
            {history
              .filter((event) => event.attempt === n)
              .map((event) => (
                <Event key={event.id} event={event} rubric={rubric} />
              ))}
          </ol>
        </div>
      ))}
    </section>
  );
}
