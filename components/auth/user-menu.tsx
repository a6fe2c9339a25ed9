"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";

// Loaded on use: the API client and NextAuth's client stay out of every page's first JavaScript.
const logOut = async (navigate: (path: string) => void) => (await import("@/lib/auth/session-actions")).logout(navigate);

/** The logged-in user's dropdown: their name on the button, Logout inside. */
export function UserMenu({ name }: { name: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const firstItem = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    firstItem.current?.focus();
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      setOpen(false);
      button.current?.focus();
    } else if (event.key === "ArrowDown" && !open) {
      event.preventDefault();
      setOpen(true);
    }
  };

  const choose = (action: () => void) => {
    setOpen(false);
    action();
  };

  return (
    <div ref={root} className="relative" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm font-medium text-ink hover:bg-slate-50"
      >
        {name}
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
          <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.5" fill="none" />
        </svg>
      </button>
      {open ? (
        <div id={menuId} role="menu" className="absolute right-0 z-50 mt-2 min-w-40 rounded-md border border-slate-200 bg-white py-1 shadow-lg">
          <button
            ref={firstItem}
            type="button"
            role="menuitem"
            onClick={() => choose(() => void logOut((path) => router.push(path)))}
            className="block w-full px-4 py-2 text-left text-sm text-ink hover:bg-slate-50 focus:bg-slate-50 focus:outline-none"
          >
            Logout
          </button>
        </div>
      ) : null}
    </div>
  );
}
