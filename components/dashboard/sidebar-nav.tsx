"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

import { activeNavHref, SIDEBAR_LABELS, type DashboardNavItem } from "@/lib/content/dashboard-nav";

import { NavIcon } from "./nav-icon";
import { useUnreadTotal } from "./use-unread-total";

// prefetch={false}: a workspace page renders per request (session, CSP nonce) with no loading state,
// so a prefetch would bring nothing but an extra server render.

/**
 * The area's links, the current one marked with aria-current="page". Collapsed, only the icons show:
 * each link keeps its name as aria-label and shows it as a tooltip on hover and keyboard focus.
 */
export function SidebarNav({ items, collapsed = false }: { items: readonly DashboardNavItem[]; collapsed?: boolean }) {
  const active = activeNavHref(items, usePathname() ?? "");
  const unread = useUnreadTotal(items.find((item) => item.unreadOf)?.unreadOf);
  return (
    <nav aria-label={SIDEBAR_LABELS.nav}>
      <ul className="flex flex-col gap-1">
        {items.map((item) => {
          const current = item.href === active;
          const badge = item.unreadOf && unread > 0 ? unread : null;
          const label = badge ? SIDEBAR_LABELS.unread(item.label, badge) : item.label;
          return (
            <li key={item.href} className="group relative">
              <Link
                href={item.href}
                prefetch={false}
                aria-current={current ? "page" : undefined}
                aria-label={collapsed || badge ? label : undefined}
                className={`flex h-11 items-center gap-3 rounded-lg text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-500 ${
                  collapsed ? "justify-center px-0" : "px-3"
                } ${current ? "bg-brand-50 text-brand-700" : "text-ink-muted hover:bg-slate-100 hover:text-ink"}`}
              >
                <span className="relative">
                  <NavIcon name={item.icon} />
                  {badge && collapsed ? (
                    <span
                      aria-hidden="true"
                      className="absolute -top-1.5 -right-2 min-w-4 rounded-full bg-brand-600 px-1 text-center text-[0.625rem] leading-4 font-semibold text-white"
                    >
                      {badge > 99 ? "99+" : badge}
                    </span>
                  ) : null}
                </span>
                {collapsed ? null : <span className="truncate">{item.label}</span>}
                {badge && !collapsed ? (
                  <span
                    aria-hidden="true"
                    data-testid="unread-badge"
                    className="ml-auto rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white"
                  >
                    {badge > 99 ? "99+" : badge}
                  </span>
                ) : null}
              </Link>
              {collapsed ? (
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 left-full z-40 ml-3 hidden -translate-y-1/2 rounded-md bg-ink px-2 py-1 text-xs font-medium whitespace-nowrap text-white shadow group-focus-within:block group-hover:block"
                >
                  {label}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
