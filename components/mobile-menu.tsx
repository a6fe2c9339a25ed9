"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";

import { HeaderAuthControls } from "@/components/auth/header-auth-controls";
import { HomeLink, SiteNavItems } from "@/components/site-nav";

/** Tailwind's `lg`: from this width the header shows its own nav and the menu has no place. */
const DESKTOP = "(min-width: 1024px)";

/**
 * The narrow-screen menu: a full-screen dialog opened by the menu icon and closed by the close icon,
 * Escape, or following any link inside it. It renders in a portal on <body>, so no style of the header
 * (its backdrop blur makes a containing block for fixed elements) can shrink it; Radix traps the focus,
 * locks the page's scrolling and gives the focus back to the menu icon. It renders its own nav rather than
 * taking it from the server header as props, which would repeat the nav in every page's RSC payload.
 */
export function MobileMenu() {
  // The menu remembers the path it was opened on, so any navigation (even Back) closes it.
  const [openOn, setOpenOn] = useState<{ path: string | null } | null>(null);
  const pathname = usePathname();
  const open = openOn !== null && openOn.path === pathname;
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia(DESKTOP);
    const closeOnDesktop = () => desktop.matches && setOpenOn(null);
    desktop.addEventListener?.("change", closeOnDesktop);
    return () => desktop.removeEventListener?.("change", closeOnDesktop);
  }, [open]);

  function closeOnLink(event: React.MouseEvent<HTMLDivElement>) {
    if ((event.target as HTMLElement).closest("a")) setOpenOn(null);
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => setOpenOn(next ? { path: pathname } : null)}>
      <Dialog.Trigger className="icon-button lg:hidden" aria-label="Open menu">
        <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white px-5 pb-8"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            closeButton.current?.focus();
          }}
          onClick={closeOnLink}
        >
          <Dialog.Title className="sr-only">Menu</Dialog.Title>
          <div className="flex h-16 shrink-0 items-center justify-between">
            <HomeLink />
            <Dialog.Close ref={closeButton} className="icon-button" aria-label="Close menu">
              <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile" className="mt-4">
            <ul className="flex flex-col gap-1">
              <SiteNavItems linkClass="nav-link-mobile" />
            </ul>
          </nav>
          <div className="mt-8 border-t border-slate-200 pt-6">
            <HeaderAuthControls />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
