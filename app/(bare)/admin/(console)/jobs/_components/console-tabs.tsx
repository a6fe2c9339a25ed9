import Link from "next/link";

import { ScrollRow } from "@/components/ui/scroll-row";
import { CONSOLE_JOBS_COPY as COPY } from "@/lib/content/job-review";

import { CONSOLE_TABS, consoleJobsHref, type ConsoleTab } from "./console-jobs-url";

/** The Jobs section's three lists, as links (each list has its own address). */
export function ConsoleTabs({ current, counts }: { current: ConsoleTab; counts: { queue: number; reports: number } }) {
  return (
    <nav aria-label="Job lists">
      <ScrollRow frameClassName="-mx-1">
        <ul className="flex min-w-max gap-1 border-b border-slate-200 px-1">
          {CONSOLE_TABS.map((tab) => {
            const count = tab === "all" ? null : counts[tab];
            const active = tab === current;
            return (
              <li key={tab}>
                <Link
                  href={consoleJobsHref({ tab })}
                  aria-current={active ? "page" : undefined}
                  className={`-mb-px inline-flex h-11 items-center gap-2 border-b-2 px-3 text-sm font-semibold ${active ? "border-brand-600 text-brand-700" : "border-transparent text-ink-muted hover:text-ink"}`}
                >
                  {COPY.tabs[tab]}
                  {count ? (
                    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-ink">{count}</span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </ScrollRow>
    </nav>
  );
}
