import type { ManageJobFilter } from "@/lib/validation/job-review";

export const CONSOLE_TABS = ["queue", "reports", "all"] as const;
export type ConsoleTab = (typeof CONSOLE_TABS)[number];

export type ConsoleJobsView = { tab: ConsoleTab; status: ManageJobFilter; q: string; page: number };

/** A link to the console's Jobs section: the tab, and for "All jobs" its status filter and search. */
export function consoleJobsHref(view: Partial<ConsoleJobsView>): string {
  const params = new URLSearchParams();
  if (view.tab && view.tab !== "queue") params.set("tab", view.tab);
  if (view.tab === "all") {
    if (view.status && view.status !== "all") params.set("status", view.status);
    if (view.q) params.set("q", view.q);
  }
  if (view.page && view.page > 1) params.set("page", String(view.page));
  const query = params.toString();
  return query ? `/admin/jobs?${query}` : "/admin/jobs";
}

export { formatWhen } from "@/lib/format/console-when";
