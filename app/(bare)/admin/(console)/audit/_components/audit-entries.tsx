import { AUDIT_COPY as copy } from "@/lib/content/manager-logs";
import { formatUtcDateTime } from "@/lib/format/date-time";
import type { AuditEntryJson } from "@/lib/validation/audit-log";

const json = (value: Record<string, unknown> | null) =>
  value === null ? copy.nothing : JSON.stringify(value, null, 2);

function Details({ entry }: { entry: AuditEntryJson }) {
  return (
    <details className="group">
      <summary className="cursor-pointer text-sm font-semibold text-brand-700 hover:text-brand-900">
        {copy.details}
      </summary>
      <div className="mt-2 grid gap-2">
        {(
          [
            [copy.before, entry.before],
            [copy.after, entry.after],
          ] as const
        ).map(([title, value]) => (
          <div key={title} className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{title}</p>
            <pre className="mt-1 max-h-64 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-2 text-xs text-ink">
              {json(value)}
            </pre>
          </div>
        ))}
      </div>
    </details>
  );
}

function Who({ entry }: { entry: AuditEntryJson }) {
  if (!entry.manager) return <span className="text-ink-muted">{copy.system}</span>;
  return (
    <span className="flex min-w-0 flex-col">
      <span className="font-medium text-ink">{entry.manager.name}</span>
      <span className="break-all text-xs text-ink-muted">{entry.manager.email}</span>
    </span>
  );
}

const target = (entry: AuditEntryJson) => `${entry.target_kind} ${entry.target_id}`;

/** The entries: a table from tablet width, a card per entry on a phone. */
export function AuditEntries({ entries }: { entries: AuditEntryJson[] }) {
  return (
    <>
      <div className="hidden overflow-hidden rounded-2xl border border-slate-200 bg-white md:block">
        <table className="w-full table-fixed text-left text-sm">
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-ink-muted">
            <tr>
              <th scope="col" className="w-40 px-4 py-3">
                {copy.columns.at}
              </th>
              <th scope="col" className="w-48 px-4 py-3">
                {copy.columns.manager}
              </th>
              <th scope="col" className="w-36 px-4 py-3">
                {copy.columns.action}
              </th>
              <th scope="col" className="w-28 px-4 py-3">
                {copy.columns.target}
              </th>
              <th scope="col" className="px-4 py-3">
                {copy.columns.details}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {entries.map((entry) => (
              <tr key={entry.id} className="align-top">
                <td className="px-4 py-3 text-ink-muted">
                  <time dateTime={entry.at}>{formatUtcDateTime(entry.at)}</time>
                </td>
                <td className="px-4 py-3">
                  <Who entry={entry} />
                </td>
                <td className="break-words px-4 py-3 font-mono text-xs text-ink">{entry.action}</td>
                <td className="break-words px-4 py-3 text-ink">{target(entry)}</td>
                <td className="px-4 py-3">
                  <Details entry={entry} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden">
        {entries.map((entry) => (
          <li key={entry.id} className="rounded-2xl border border-slate-200 bg-white p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <span className="break-all font-mono text-sm font-semibold text-ink">{entry.action}</span>
              <time dateTime={entry.at} className="text-xs text-ink-muted">
                {formatUtcDateTime(entry.at)}
              </time>
            </div>
            <p className="mt-1 break-words text-sm text-ink">{target(entry)}</p>
            <div className="mt-2 text-sm">
              <Who entry={entry} />
            </div>
            <div className="mt-3">
              <Details entry={entry} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
