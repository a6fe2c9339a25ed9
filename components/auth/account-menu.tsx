"use client";

import * as DropdownMenu from "@radix-ui/react-dropdown-menu";

/**
 * A signed-in account's dropdown: the name on the button, one action inside. Radix places it in a portal,
 * flips or shifts it to stay on screen, closes it on a click outside or Escape, and handles the keys.
 */
export function AccountMenu({ name, actionLabel, onAction, align = "start" }: { name: string; actionLabel: string; onAction: () => void; align?: "start" | "end" }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="flex max-w-full items-center gap-2 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm font-medium text-ink hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500 data-[state=open]:bg-slate-50">
        <span className="truncate">{name}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 fill-current">
          <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.5" fill="none" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align={align} sideOffset={8} collisionPadding={8} className="z-[60] min-w-44 rounded-md border border-slate-200 bg-white py-1 shadow-lg">
          <DropdownMenu.Item
            onSelect={onAction}
            className="block w-full cursor-pointer px-4 py-2 text-left text-sm text-ink outline-none data-[highlighted]:bg-slate-100"
          >
            {actionLabel}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
