"use client";

import { usePathname } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab cycle inside `container`; returns true when it moved the focus itself. */
export function trapTab(event: KeyboardEvent, container: HTMLElement): boolean {
  const focusable = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return false;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || !container.contains(active))) {
    first.focus();
    return true;
  }
  return false;
}

/**
 * The narrow-screen menu: a full-screen panel opened by the menu icon and closed by the close icon,
 * Escape, or following any link inside it. Focus stays inside while it is open.
 */
export function MobileMenu({ brand, children }: { brand: React.ReactNode; children: React.ReactNode }) {
  // The menu remembers the path it was opened on, so any navigation (even Back) closes it.
  const [openOn, setOpenOn] = useState<{ path: string | null } | null>(null);
  const pathname = usePathname();
  const open = openOn !== null && openOn.path === pathname;
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpenOn(null), []);

  useEffect(() => {
    if (!open) return;
    const container = panel.current;
    container?.querySelector<HTMLElement>("button")?.focus();
    document.body.style.overflow = "hidden";
    const toggleButton = toggle.current;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") close();
      else if (event.key === "Tab" && container && trapTab(event, container)) event.preventDefault();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.body.style.overflow = "";
      toggleButton?.focus();
    };
  }, [open, close]);

  function closeOnLink(event: React.MouseEvent<HTMLDivElement>) {
    if ((event.target as HTMLElement).closest("a")) close();
  }

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="inline-flex h-11 w-11 items-center justify-center rounded-full text-ink hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 lg:hidden"
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpenOn({ path: pathname })}
      >
        <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open ? (
        <div
          ref={panel}
          id="mobile-menu"
          role="dialog"
          aria-modal="true"
          aria-label="Menu"
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white px-5 pb-8 lg:hidden"
          onClick={closeOnLink}
        >
          <div className="flex h-16 shrink-0 items-center justify-between">
            {brand}
            <button
              type="button"
              className="inline-flex h-11 w-11 items-center justify-center rounded-full text-ink hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500"
              aria-label="Close menu"
              onClick={close}
            >
              <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </>
  );
}
