"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";

import { SIDEBAR_LABELS, type DashboardNavItem } from "@/lib/content/dashboard-nav";

import { SidebarNav } from "./sidebar-nav";

const iconButton =
  "inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500";

/** Tailwind's `lg`: from this width the sidebar itself is on screen and the drawer has no place. */
const DESKTOP = "(min-width: 1024px)";

/**
 * The sidebar on phones: a drawer from the left, opened by the menu button of the top bar. Radix renders
 * it in a portal, traps the focus and locks the page's scrolling; it closes on Escape, a click beside it,
 * and any navigation (it remembers the path it was opened on, so Back closes it too).
 */
export function SidebarDrawer({ items, brand }: { items: readonly DashboardNavItem[]; brand: React.ReactNode }) {
  const [openOn, setOpenOn] = useState<string | null>(null);
  const pathname = usePathname() ?? "";
  const open = openOn === pathname;

  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia?.(DESKTOP);
    const closeOnDesktop = () => desktop?.matches && setOpenOn(null);
    desktop?.addEventListener?.("change", closeOnDesktop);
    return () => desktop?.removeEventListener?.("change", closeOnDesktop);
  }, [open]);

  // A link to the page already shown changes no path, and closes the drawer all the same.
  function closeOnLink(event: React.MouseEvent<HTMLDivElement>) {
    if ((event.target as HTMLElement).closest("a")) setOpenOn(null);
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => setOpenOn(next ? pathname : null)}>
      <Dialog.Trigger className={`${iconButton} lg:hidden`} aria-label={SIDEBAR_LABELS.openDrawer}>
        <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content
          aria-describedby={undefined}
          onClick={closeOnLink}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-white px-4 pb-6 shadow-xl"
        >
          <Dialog.Title className="sr-only">{SIDEBAR_LABELS.drawerTitle}</Dialog.Title>
          <div className="flex h-16 shrink-0 items-center justify-between">
            {brand}
            <Dialog.Close className={iconButton} aria-label={SIDEBAR_LABELS.closeDrawer}>
              <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <div className="mt-4">
            <SidebarNav items={items} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
