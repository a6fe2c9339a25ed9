import { formatMonthRange } from "@/lib/profiles/format";
import type { PublicProfile } from "@/lib/validation/profile-responses";

/** Work experience, most recent first as the talent ordered it. */
export function ProfileExperience({ entries }: { entries: PublicProfile["experience"] }) {
  return (
    <ol className="space-y-5 border-l border-slate-200 pl-5">
      {entries.map((entry, index) => (
        <li key={`${entry.title}-${entry.company}-${index}`} className="relative">
          <span aria-hidden="true" className="absolute top-1.5 -left-[1.6rem] h-2.5 w-2.5 rounded-full bg-brand-500" />
          <h3 className="font-semibold text-ink break-words">
            {entry.title} <span className="font-normal text-ink-muted">at {entry.company}</span>
          </h3>
          <p className="text-sm text-ink-muted">
            {formatMonthRange(entry.start_month, entry.current ? null : entry.end_month)}
          </p>
          {entry.description ? (
            <p className="mt-2 leading-7 whitespace-pre-line text-ink break-words">{entry.description}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
