import Link from "next/link";

import { VETTING_QUEUE_COPY as COPY } from "@/lib/content/manage-vetting";
import type { VettingQueueItem } from "@/lib/validation/manage-vetting";

/** The queue, oldest first: a table on wide screens, a list of cards on a phone; each row opens the talent. */
export function QueueList({ items }: { items: VettingQueueItem[] }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <div
        className="hidden grid-cols-[minmax(0,2fr)_minmax(0,1fr)_8rem_8rem] gap-4 border-b border-slate-200 bg-slate-50 px-5 py-3 text-xs font-semibold uppercase tracking-wide text-ink-muted md:grid"
        aria-hidden="true"
      >
        <span>{COPY.columns.name}</span>
        <span>{COPY.columns.category}</span>
        <span>{COPY.columns.waiting}</span>
        <span>{COPY.columns.attempt}</span>
      </div>
      <ol className="divide-y divide-slate-200">
        {items.map((item) => (
          <li key={item.talent_id}>
            <Link
              href={`/admin/vetting/${item.talent_id}`}
              className="grid gap-1 px-5 py-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_8rem_8rem] md:items-center md:gap-4"
            >
              <span className="min-w-0">
                <span className="block truncate font-semibold text-brand-700">{item.name}</span>
                <span className="block truncate text-sm text-ink-muted">{item.headline ?? COPY.noHeadline}</span>
              </span>
              <span className="text-sm text-ink">{item.category?.name ?? COPY.noCategory}</span>
              <span className="text-sm text-ink">
                <span className="md:sr-only">{COPY.columns.waiting}: </span>
                <time dateTime={item.stage_entered_at}>{COPY.waiting(item.days_waiting)}</time>
              </span>
              <span className="text-sm text-ink-muted">{COPY.attempt(item.attempt)}</span>
            </Link>
          </li>
        ))}
      </ol>
    </div>
  );
}
