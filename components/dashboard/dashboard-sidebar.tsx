"use client";

import { SIDEBAR_LABELS, type DashboardNavItem } from "@/lib/content/dashboard-nav";
import { useUiStore } from "@/store/ui-store";

import { ChevronIcon } from "./nav-icon";
import { SidebarNav } from "./sidebar-nav";
import { useSidebarExpanded } from "./use-sidebar-expanded";

/**
 * The desktop sidebar (lg and up; phones get the drawer): the area's links, and a toggle that
 * collapses it to icons. `initialExpanded` is what the server read from the sidebar cookie.
 */
export function DashboardSidebar({
  items,
  initialExpanded,
}: {
  items: readonly DashboardNavItem[];
  initialExpanded: boolean;
}) {
  const expanded = useSidebarExpanded(initialExpanded);
  const toggleSidebar = useUiStore((state) => state.toggleSidebar);
  const label = expanded ? SIDEBAR_LABELS.collapse : SIDEBAR_LABELS.expand;

  // The outer column runs the page's full height (its border and white with it); the inner one sticks.
  return (
    <aside
      data-expanded={expanded}
      className={`hidden shrink-0 border-r border-slate-200 bg-white transition-[width] duration-200 motion-reduce:transition-none lg:block ${
        expanded ? "w-60" : "w-[4.5rem]"
      }`}
    >
      <div className="sticky top-16 flex h-[calc(100dvh-4rem)] flex-col">
        <div className="flex-1 px-3 py-6">
          <SidebarNav items={items} collapsed={!expanded} />
        </div>
        <div className={`border-t border-slate-200 p-3 ${expanded ? "" : "flex justify-center"}`}>
          <button
            type="button"
            onClick={toggleSidebar}
            aria-expanded={expanded}
            aria-label={label}
            title={label}
            className={`flex h-10 items-center gap-3 rounded-lg text-sm font-medium text-ink-muted hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-500 ${
              expanded ? "w-full px-3" : "w-11 justify-center"
            }`}
          >
            <ChevronIcon direction={expanded ? "left" : "right"} />
            {expanded ? <span aria-hidden="true">Collapse</span> : null}
          </button>
        </div>
      </div>
    </aside>
  );
}
