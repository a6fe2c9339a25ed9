import { STAGE_LABELS } from "@/lib/content/application-stages";
import { historyActor } from "@/lib/content/pipeline";
import { formatUtcDateTime } from "@/lib/format/date-time";
import type { ClientApplication } from "@/lib/validation/applications";

/** The application's stage changes, oldest first: when, from, to and by whom. */
export function ApplicationTimeline({ history }: { history: ClientApplication["history"] }) {
  return (
    <ol className="flex flex-col gap-3 border-l border-slate-200 pl-4">
      {history.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="relative text-sm">
          <span aria-hidden="true" className="absolute -left-[1.3rem] top-1.5 size-2 rounded-full bg-brand-500" />
          <p className="text-ink">
            {entry.from === null ? "Applied" : `${STAGE_LABELS[entry.from]} → ${STAGE_LABELS[entry.to]}`}{" "}
            <span className="text-ink-muted">{historyActor(entry.to, entry.from)}</span>
          </p>
          <p className="text-xs text-ink-muted">
            <time dateTime={entry.at}>{formatUtcDateTime(entry.at)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
