import Link from "next/link";

import { SHORTLIST_COPY } from "@/lib/content/directory";
import type { Shortlist } from "@/lib/validation/shortlists";

/** The recruiter's lists; the one shown is marked as the current page. */
export function ShortlistNav({ lists, currentId }: { lists: Shortlist[]; currentId: number }) {
  return (
    <nav aria-label={SHORTLIST_COPY.listsNav}>
      <ul className="flex gap-2 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible">
        {lists.map((list) => {
          const current = list.id === currentId;
          return (
            <li key={list.id} className="shrink-0">
              <Link
                href={`/recruiter/shortlists?list=${list.id}`}
                aria-current={current ? "page" : undefined}
                className={`flex items-center justify-between gap-3 rounded-xl px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-500 ${
                  current ? "bg-brand-600 text-white" : "bg-white text-ink ring-1 ring-slate-200 hover:bg-slate-50"
                }`}
              >
                <span className="max-w-48 truncate">{list.name}</span>
                <span className={`whitespace-nowrap text-xs ${current ? "text-white/80" : "text-ink-muted"}`}>
                  {SHORTLIST_COPY.count(list.talent_count)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
