import Link from "next/link";

import { ScrollRow } from "@/components/ui/scroll-row";
import { MAIL_COPY as copy } from "@/lib/content/manager-logs";
import { listHref } from "@/lib/list-href";
import type { MailCounts, MailLogStatus } from "@/lib/validation/mail-log";

// Parked messages first: they are the ones a manager has to act on.
const ORDER: MailLogStatus[] = ["parked", "pending", "sent", "all"];

/** The status tabs with their counts; the search is kept when switching. */
export function MailTabs({ current, counts, q }: { current: MailLogStatus; counts: MailCounts; q: string }) {
  return (
    <nav aria-label="Mail status">
      <ScrollRow frameClassName="-mx-1" className="px-1">
        <ul className="flex min-w-max border-b border-slate-200 sm:gap-1">
          {ORDER.map((status) => {
            const active = status === current;
            const attention = status === "parked" && counts.parked > 0;
            return (
              <li key={status}>
                <Link
                  href={listHref("/admin/mail", { status: status === "all" ? "" : status, q })}
                  aria-current={active ? "page" : undefined}
                  className={`-mb-px flex items-center gap-1.5 whitespace-nowrap border-b-2 px-2 py-2.5 text-sm font-medium sm:gap-2 sm:px-3 ${active ? "border-brand-600 text-brand-700" : "border-transparent text-ink-muted hover:text-ink"}`}
                >
                  {copy.tabs[status]}
                  <span
                    className={`rounded-full px-1.5 py-0.5 text-xs tabular-nums sm:px-2 ${attention ? "bg-red-600 text-white" : "bg-slate-100 text-ink"}`}
                  >
                    {counts[status]}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </ScrollRow>
    </nav>
  );
}
