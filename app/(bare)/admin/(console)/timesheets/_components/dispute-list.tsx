import { CONSOLE_TIMESHEETS_COPY as COPY } from "@/lib/content/timesheets";
import { formatUtcDateTime } from "@/lib/format/date-time";
import { weekRange } from "@/lib/timesheets/week-text";
import { formatMinutes } from "@/lib/timesheets/weeks";
import type { Timesheet } from "@/lib/validation/timesheets";

/** The open disputes, oldest first: the client's reason, then who, which week, how much time and when. */
export function DisputeList({ disputes }: { disputes: Timesheet[] }) {
  return (
    <ul aria-label={COPY.list} className="flex flex-col gap-4">
      {disputes.map((sheet) => (
        <li
          key={sheet.id}
          aria-label={`${sheet.engagement.company.name}, ${weekRange(sheet.week_start)}`}
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
        >
          <p className="whitespace-pre-line break-words font-semibold text-ink">{sheet.dispute_reason}</p>
          <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
            <Row label={COPY.engagement}>
              #{sheet.engagement.id} · {sheet.engagement.job_title}
            </Row>
            <Row label={COPY.company}>{sheet.engagement.company.name}</Row>
            <Row label={COPY.talent}>{sheet.engagement.talent.name}</Row>
            <Row label={COPY.week}>{weekRange(sheet.week_start)}</Row>
            <Row label={COPY.hours}>{formatMinutes(sheet.minutes)}</Row>
            <Row label={COPY.disputedAt}>
              {sheet.reviewed_at ? (
                <time dateTime={sheet.reviewed_at}>{formatUtcDateTime(sheet.reviewed_at)}</time>
              ) : (
                "–"
              )}
            </Row>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="contents">
      <dt className="font-medium text-ink-muted">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}
